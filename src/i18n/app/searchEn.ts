/** Messages of the search feature (English; uz and cn mirror its keys). */
export const searchEn = {};
