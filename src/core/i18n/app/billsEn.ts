/** Messages of price changes and company bills (issue 11, "bills"). */
export const billsEn = {
  errors: {
    waybillLocked: 'The waybill is paid or in a confirmed bill: its price no longer changes',
    pendingRequest: 'This waybill already has a price change waiting for a decision',
    priceSettled:
      'The waybill is paid or on a bill: its price changes before it is billed (drop it from a pending bill first)',
    notWithdrawable: 'Only a pending or approved price change can be withdrawn',
    mixedCompanies: 'A bill takes waybills of one company only',
    notBillable: 'Only unbilled waybills of a company with a final freight can be billed',
    noB2bRate: 'The company has no B2B rate on the account date: add one first',
    billLocked: 'A confirmed bill no longer changes',
    notPending: 'Only a pending bill can be changed or confirmed',
    notInBill: 'These waybills are not in this bill',
    notPayable: 'Only a confirmed bill not yet paid can be paid',
    futureDate: 'The account date cannot be in the future',
    noWaybills: 'Choose at least one waybill',
    finalFreightKept: 'The waybill is in a bill or paid: it cannot be left without a final freight',
  },
  create: {
    button: 'Create bill',
    title: 'Bill %{smart_count} waybill |||| Bill %{smart_count} waybills',
    created: 'Bill %{reference} created',
  },
  add: {
    button: 'Add to a bill',
    title:
      'Add %{smart_count} waybill to a pending bill |||| Add %{smart_count} waybills to a pending bill',
    bill: 'Pending bill',
    oneCompanyOnly:
      'The selected waybills belong to different companies. A bill takes waybills of one company: select only those of one company.',
  },
  drop: {
    button: 'Drop from bill',
    confirm:
      'Drop %{smart_count} waybill from bill %{reference}? It is unbilled again. |||| Drop %{smart_count} waybills from bill %{reference}? They are unbilled again.',
  },
  invoice: {
    print: 'Print invoice',
    title: 'Invoice',
    total: 'Total',
  },
};
