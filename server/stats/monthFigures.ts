/**
 * The reports page's months (docs/decisions.md, "Month report"): per Tashkent month, the payments
 * received, from clients and from companies (paymentsReceived.ts, the dashboard's rule), the daily
 * expenses in USD (by their date) and the difference.
 */
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import type { MonthFigures, MonthReport } from '../../src/core/stats/moneyReportTypes';
import { monthOf } from '../../src/core/time/tashkent';
import { byText, numberOf } from '../../src/core/stats/amounts';
import { paymentsReceived, receivedIn } from './paymentsReceived';
import type { ScopedReads } from './scopedReads';
import { Tally } from './tally';

const EXPENSE_FIELDS = ['date', 'amountUsd'] as const;

export async function monthReport(reads: ScopedReads): Promise<MonthReport> {
  const [received, expenses] = await Promise.all([
    paymentsReceived(reads),
    reads.records('dailyExpense', EXPENSE_FIELDS),
  ]);
  const spent = new Tally((): number[] => []);
  for (const expense of expenses)
    if (typeof expense.date === 'string')
      spent.at(monthOf(expense.date)).push(numberOf(expense.amountUsd));
  const months = new Set([...received.keys(), ...spent.byKey.keys()]);
  const figures: MonthFigures[] = [...months].map((month) => {
    const payments = receivedIn(received, month);
    const spentUsd = sumUsd(spent.byKey.get(month) ?? []);
    return {
      month,
      ...payments,
      expenses: spentUsd,
      difference: subtractUsd(payments.received, spentUsd),
    };
  });
  return { id: 'months', months: figures.sort((a, b) => byText(b.month, a.month)) };
}
