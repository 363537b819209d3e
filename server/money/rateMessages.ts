/** i18n keys of the refusals of rates and daily expenses (src/core/i18n/app/rates*.ts). */
export const RATE_MESSAGES = {
  sameStart: 'rates.errors.sameStart',
  noRate: 'rates.errors.noRate',
  futureDate: 'rates.errors.futureDate',
  formFailed: 'validation.formFailed',
} as const;
