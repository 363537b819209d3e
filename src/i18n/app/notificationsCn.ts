import type { notificationsEn } from './notificationsEn';

export const notificationsCn: typeof notificationsEn = {};
