/** Messages of the notifications feature (English; uz and cn mirror its keys). */
export const notificationsEn = {};
