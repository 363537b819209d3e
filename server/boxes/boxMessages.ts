/** i18n keys of the refusals of box receipts, packing and arrival (src/core/i18n/app/boxOps*.ts). */
export const BOX_MESSAGES = {
  formFailed: 'validation.formFailed',
  required: 'validation.required',
  otherBatch: 'boxOps.errors.otherBatch',
  receivedTwice: 'boxOps.errors.receivedTwice',
  noSuchBox: 'boxOps.errors.noSuchBox',
  boxClosed: 'boxOps.errors.boxClosed',
  boxOpen: 'boxOps.errors.boxOpen',
  boxLeft: 'boxOps.errors.boxLeft',
  otherBoxClosed: 'boxOps.errors.otherBoxClosed',
  countDiffers: 'boxOps.errors.countDiffers',
  weightDiffers: 'boxOps.errors.weightDiffers',
  notArrivalPoint: 'boxOps.errors.notArrivalPoint',
  arrivalFinished: 'boxOps.errors.arrivalFinished',
  arrivalStale: 'boxOps.errors.arrivalStale',
} as const;
