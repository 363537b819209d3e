/**
 * The reports page's months (docs/decisions.md, "Month report"): per Tashkent month, the freight
 * paid (payAmount of PAID waybills, by the month of payAt), the daily expenses in USD (by their
 * date) and the difference, summed in cents by the money rule.
 */
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import type { MonthFigures, MonthReport } from '../../src/core/stats/moneyReportTypes';
import { monthOf, tashkentDayOf } from '../../src/core/time/tashkent';
import type { DbRecord } from '../db/types';
import { byText, numberOf } from './amounts';
import { Tally } from './tally';

export const MONTH_FIGURE_FIELDS = {
  waybills: ['payStatus', 'payAt', 'payAmount'],
  expenses: ['date', 'amountUsd'],
} as const;

export function monthReport(
  waybills: readonly DbRecord[],
  expenses: readonly DbRecord[],
): MonthReport {
  const months = new Tally(() => ({ paid: [] as number[], spent: [] as number[] }));
  for (const waybill of waybills) {
    if (waybill.payStatus !== 'PAID') continue;
    const day = tashkentDayOf(waybill.payAt);
    if (day !== undefined) months.at(monthOf(day)).paid.push(numberOf(waybill.payAmount));
  }
  for (const expense of expenses)
    if (typeof expense.date === 'string')
      months.at(monthOf(expense.date)).spent.push(numberOf(expense.amountUsd));
  const figures: MonthFigures[] = [...months.byKey].map(([month, { paid, spent }]) => {
    const paidFreight = sumUsd(paid);
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
