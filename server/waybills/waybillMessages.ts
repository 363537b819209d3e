/** i18n keys of what the API says about waybills (src/core/i18n/app/waybillOps*.ts, `server`). */
export const WAYBILL_MESSAGES = {
  statusRefused: 'waybillOps.server.statusRefused',
  transitionNotAllowed: 'waybillOps.server.transitionNotAllowed',
  transitionNotAllowedNone: 'waybillOps.server.transitionNotAllowedNone',
  statusNotForRole: 'waybillOps.server.statusNotForRole',
  statusNotForRoleNone: 'waybillOps.server.statusNotForRoleNone',
  noHeldFrom: 'waybillOps.server.noHeldFrom',
  bulkEmpty: 'waybillOps.server.bulkEmpty',
  bulkTooMany: 'waybillOps.server.bulkTooMany',
  noClientKeepsNone: 'waybillOps.server.noClientKeepsNone',
  clientKeptUntilDetached: 'waybillOps.server.clientKeptUntilDetached',
} as const;
