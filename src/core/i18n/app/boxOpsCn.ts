import type { boxOpsEn } from './boxOpsEn';

export const boxOpsCn: typeof boxOpsEn = {};
