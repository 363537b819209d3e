/**
 * The reports page's months (docs/decisions.md, "Month report"): per Tashkent month, the freight
 * paid (payAmount of PAID waybills, by the month of payAt), the daily expenses in USD (by their
 * date) and the difference. The database sums the payments per hour paid (the dashboard's
 * grouping and index); the amounts it adds are whole cents as the server wrote them, so their
 * total rounded to the cent is the sum in cents of the money rule.
 */
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import type { MonthFigures, MonthReport } from '../../src/core/stats/moneyReportTypes';
import { monthOf, tashkentDayOf } from '../../src/core/time/tashkent';
import { byText, numberOf, usd } from './amounts';
import { equalTo } from './conditions';
import { PAID_BY_HOUR } from './groupings';
import type { ScopedReads } from './scopedReads';
import { Tally } from './tally';

const EXPENSE_FIELDS = ['date', 'amountUsd'] as const;

export async function monthReport(reads: ScopedReads): Promise<MonthReport> {
  const [paidHours, expenses] = await Promise.all([
    reads.groups('waybill', { ...PAID_BY_HOUR, conditions: [equalTo('payStatus', 'PAID')] }),
    reads.records('dailyExpense', EXPENSE_FIELDS),
  ]);
  const months = new Tally(() => ({ paid: 0, spent: [] as number[] }));
  for (const { keys, sums } of paidHours) {
    const day = tashkentDayOf(keys[1]);
    if (day !== undefined) months.at(monthOf(day)).paid += sums[0];
  }
  for (const expense of expenses)
    if (typeof expense.date === 'string')
      months.at(monthOf(expense.date)).spent.push(numberOf(expense.amountUsd));
  const figures: MonthFigures[] = [...months.byKey].map(([month, { paid, spent }]) => {
    const paidFreight = usd(paid);
    const spentUsd = sumUsd(spent);
    return {
      month,
      paidFreight,
      expenses: spentUsd,
      difference: subtractUsd(paidFreight, spentUsd),
    };
  });
  return { id: 'months', months: figures.sort((a, b) => byText(b.month, a.month)) };
}
