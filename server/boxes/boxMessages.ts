/** i18n keys of the refusals of box receipts (src/core/i18n/app/boxOps*.ts). */
export const BOX_MESSAGES = {
  formFailed: 'validation.formFailed',
  otherBatch: 'boxOps.errors.otherBatch',
  receivedTwice: 'boxOps.errors.receivedTwice',
} as const;
