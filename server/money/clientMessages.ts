/** i18n keys of the refusals of client settlement, cashback and boxes (src/core/i18n/app/clientMoney*.ts). */
export const CLIENT_MONEY_MESSAGES = {
  formFailed: 'validation.formFailed',
  amountMissing: 'clientMoney.errors.amountMissing',
  companyClient: 'clientMoney.errors.companyClient',
  cardMissing: 'clientMoney.errors.cardMissing',
  noBoxPrice: 'clientMoney.errors.noBoxPrice',
  overpaid: 'clientMoney.errors.overpaid',
  paidBeyondCost: 'clientMoney.errors.paidBeyondCost',
  futurePayment: 'clientMoney.errors.futurePayment',
  belowCent: 'clientMoney.errors.belowCent',
} as const;
