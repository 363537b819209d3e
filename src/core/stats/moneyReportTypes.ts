/** The month figures of the reports page and the daily expense totals (issue 11, "rates"). */

/** One Tashkent month: what was paid of freight, what was spent, and what is left. */
export interface MonthFigures {
  /** 'YYYY-MM' */
  month: string;
  /** Sum of the PAID waybills' payAmount whose payAt is in the month (USD). */
  paidFreight: number;
  /** Sum of the daily expenses' amountUsd dated in the month (USD). */
  expenses: number;
  /** paidFreight - expenses (USD). */
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
