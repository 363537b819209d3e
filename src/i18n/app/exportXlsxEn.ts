/** Messages of the exportXlsx feature (English; uz and cn mirror its keys). */
export const exportXlsxEn = {};
