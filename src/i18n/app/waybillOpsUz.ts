import type { waybillOpsEn } from './waybillOpsEn';

export const waybillOpsUz: typeof waybillOpsEn = {};
