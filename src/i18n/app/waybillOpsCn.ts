import type { waybillOpsEn } from './waybillOpsEn';

export const waybillOpsCn: typeof waybillOpsEn = {};
