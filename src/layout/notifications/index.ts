// Placeholder until the notifications bell lands (issue 4).
export const NotificationsBell = () => null;
