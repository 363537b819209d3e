/** Messages of the tags feature (English; uz and cn mirror its keys). */
export const tagsEn = {};
