/** Messages of the shell feature (English; uz and cn mirror its keys). */
export const shellEn = {};
