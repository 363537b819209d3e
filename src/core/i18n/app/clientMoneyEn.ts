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
  },
  cashback: {
    payouts: 'Cashback payouts',
    referrals: 'Referrals',
  },
};
