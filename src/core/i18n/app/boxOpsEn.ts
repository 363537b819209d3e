/** Messages of the boxOps feature (English; uz and cn mirror its keys). */
export const boxOpsEn = {};
