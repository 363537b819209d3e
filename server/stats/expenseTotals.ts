/** The daily expenses of one month, totalled per day and in all (som whole, USD in cents). */
import { sumUsd } from '../../src/core/money/money';
import type { ExpenseTotal, ExpenseTotals } from '../../src/core/stats/moneyReportTypes';
import type { DbRecord } from '../db/types';
import { byText, numberOf } from '../../src/core/stats/amounts';
import type { ScopedReads } from './scopedReads';
import { Tally } from './tally';

const EXPENSE_TOTAL_FIELDS = ['date', 'amount', 'amountUsd'] as const;

function total(expenses: readonly DbRecord[]): ExpenseTotal {
  let amount = 0;
  for (const expense of expenses) amount += numberOf(expense.amount);
  return {
    count: expenses.length,
    amount,
    amountUsd: sumUsd(expenses.map((expense) => numberOf(expense.amountUsd))),
  };
}

/** `month` is 'YYYY-MM'. */
export async function expenseTotals(
  reads: ScopedReads,
  _at: number,
  month: string,
): Promise<ExpenseTotals> {
  const expenses = await reads.records('dailyExpense', EXPENSE_TOTAL_FIELDS);
  const inMonth = expenses.filter(
    (expense) => typeof expense.date === 'string' && expense.date.startsWith(`${month}-`),
  );
  const byDay = new Tally<DbRecord[]>(() => []);
  for (const expense of inMonth) byDay.at(String(expense.date)).push(expense);
  const days = [...byDay.byKey]
    .sort(([a], [b]) => byText(b, a))
    .map(([day, items]) => ({ day, ...total(items) }));
  return { id: month, ...total(inMonth), days };
}
