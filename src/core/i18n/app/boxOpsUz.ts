import type { boxOpsEn } from './boxOpsEn';

export const boxOpsUz: typeof boxOpsEn = {};
