/** Messages of the waybillOps feature (English; uz and cn mirror its keys). */
export const waybillOpsEn = {};
