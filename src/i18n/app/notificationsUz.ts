import type { notificationsEn } from './notificationsEn';

export const notificationsUz: typeof notificationsEn = {};
