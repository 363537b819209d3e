/** i18n keys of the refusals of price changes and bills (src/core/i18n/app/bills*.ts). */
export const BILL_MESSAGES = {
  waybillLocked: 'bills.errors.waybillLocked',
  pendingRequest: 'bills.errors.pendingRequest',
  priceSettled: 'bills.errors.priceSettled',
  notWithdrawable: 'bills.errors.notWithdrawable',
  mixedCompanies: 'bills.errors.mixedCompanies',
  notBillable: 'bills.errors.notBillable',
  noB2bRate: 'bills.errors.noB2bRate',
  billLocked: 'bills.errors.billLocked',
  notPending: 'bills.errors.notPending',
  notInBill: 'bills.errors.notInBill',
  notPayable: 'bills.errors.notPayable',
  futureDate: 'bills.errors.futureDate',
  noWaybills: 'bills.errors.noWaybills',
  finalFreightKept: 'bills.errors.finalFreightKept',
} as const;
