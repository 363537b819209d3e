/** Messages of client settlement, cashback and box pricing (issue 11, "clients"). */
export const clientMoneyEn = {
  errors: {
    amountMissing: 'Enter the amount in the payment currency',
    companyClient:
      "This client belongs to a company: their parcels are settled through the company's bills",
    cardMissing: 'Enter the bank card the cashback is paid to',
    noBoxPrice: 'No box price is in force on %{day}: add one first',
    overpaid: 'This payment is more than the %{due} $ due on the batch',
    paidBeyondCost: 'On this day its boxes would cost less than was paid for them',
    futurePayment: 'A payment cannot be dated in the future',
    belowCent: 'A payment must be at least 0.01 $',
  },
  settlement: {
    partlyPaid: 'Paid to partly paid parcels',
    credit: 'Credit',
    open: 'Settlement',
    due: 'Still due on unpaid parcels',
  },
  /** Beside a pay status badge: what was paid and what is left of the final freight. */
  pay: {
    paid: '%{paid} paid',
    partly: '%{paid} paid, %{left} left',
    due: '%{left} due',
  },
  /** A client payment's page: the parcels it paid. */
  paidParcels: {
    none: 'This payment has not paid any parcel yet',
    credit: 'Not yet spent (credit): %{amount}',
  },
  cashback: {
    payouts: 'Cashback payouts',
    referrals: 'Referrals',
  },
};
