/** The month figures of the reports page and the daily expense totals (issue 11, "rates"). */

/** One Tashkent month: what was paid of freight, what was spent, and what is left. */
export interface MonthFigures {
  /** 'YYYY-MM' */
  month: string;
  /** Client payments whose paidAt is in the month (USD): the B2C report's payment amount. */
  fromClients: number;
  /** Bill payments recorded in the month (the bills' paidAmount by paidAt, USD). */
  fromCompanies: number;
  /** fromClients + fromCompanies: the dashboard's payments received of the month (USD). */
  received: number;
  /** Sum of the daily expenses' amountUsd dated in the month (USD). */
  expenses: number;
  /** received - expenses (USD). */
  difference: number;
}

/** GET /api/stats/reports/months: every month with a payment or an expense, latest first. */
export interface MonthReport {
  id: 'months';
  months: MonthFigures[];
}

export interface ExpenseTotal {
  count: number;
  /** Whole som. */
  amount: number;
  amountUsd: number;
}

/** GET /api/stats/expenses/:month: the month's expenses per day (latest first) and in all. */
export interface ExpenseTotals extends ExpenseTotal {
  /** The month, 'YYYY-MM'. */
  id: string;
  days: (ExpenseTotal & { day: string })[];
}
