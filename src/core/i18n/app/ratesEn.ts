/** Messages of the rates, the daily expenses and the month report (issue 11, "rates"). */
export const ratesEn = {
  errors: {
    sameStart: 'Another rate of this kind starts at the same instant',
    noRate: 'No exchange rate is in force on %{day}: add one first',
    futureDate: 'An expense cannot be dated in the future',
  },
  expenses: {
    totalsButton: 'Totals',
    totals: 'Expenses of %{month}',
    day: 'Day',
    count: 'Entries',
    som: 'Som',
    usd: 'USD',
    monthTotal: 'Month total',
  },
  months: {
    title: 'Payments received and expenses per month',
    month: 'Month',
    fromClients: 'From clients (USD)',
    fromCompanies: 'From companies, bills paid (USD)',
    received: 'Payments received (USD)',
    expenses: 'Expenses (USD)',
    difference: 'Difference (USD)',
  },
};
