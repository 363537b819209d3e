/** i18n keys of the reasons a record's state refuses a business action (src/core/i18n/app). */
export const ACTION_ERRORS = {
  notNoClient: 'recordActions.errors.notNoClient',
  noClient: 'recordActions.errors.noClient',
  unlawfulLocked: 'recordActions.errors.unlawfulLocked',
  trackingNotFound: 'recordActions.errors.trackingNotFound',
  alreadyUnlawful: 'recordActions.errors.alreadyUnlawful',
  notUnlawful: 'recordActions.errors.notUnlawful',
  alreadyDecided: 'recordActions.errors.alreadyDecided',
  waybillMissing: 'recordActions.errors.waybillMissing',
  nothingDue: 'recordActions.errors.nothingDue',
  notOwnersCard: 'recordActions.errors.notOwnersCard',
  cardInactive: 'recordActions.errors.cardInactive',
  notFailed: 'recordActions.errors.notFailed',
  /** A declarative action (`set:`) on a record its `when` does not match. */
  notApplicable: 'recordActions.errors.notApplicable',
} as const;
