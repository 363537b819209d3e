/** i18n keys of the cash shifts' refusals (src/core/i18n/app/cashShifts*.ts). */
export const SHIFT_MESSAGES = {
  openShiftFirst: 'cashShifts.errors.openShiftFirst',
  shiftClosed: 'cashShifts.errors.shiftClosed',
  secondOpenShift: 'cashShifts.errors.secondOpenShift',
  otherPoint: 'cashShifts.errors.otherPoint',
  pointFixed: 'cashShifts.errors.pointFixed',
  notYourShift: 'cashShifts.errors.notYourShift',
  alreadyReversed: 'cashShifts.errors.alreadyReversed',
  reversalReversed: 'cashShifts.errors.reversalReversed',
  reversedKept: 'cashShifts.errors.reversedKept',
  badDay: 'cashShifts.errors.badDay',
} as const;
