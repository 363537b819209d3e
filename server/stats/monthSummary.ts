/**
 * The reports page: this Tashkent month's waybills (created in it), their weight and freight
 * charged (final freight, USD), and how that stands: paid, unpaid, or not billed yet.
 */
import { monthOf, tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import type { MonthSummary, SummaryPayStatus } from '../../src/core/stats/statsTypes';
import { kg, usd } from '../../src/core/stats/amounts';
import { inMonth } from './conditions';
import type { ScopedReads } from './scopedReads';

const PAY_STATUSES: readonly SummaryPayStatus[] = ['PAID', 'UN_PAID', 'UN_BILLED'];

export async function monthSummary(reads: ScopedReads, now: number): Promise<MonthSummary> {
  const month = monthOf(tashkentDayAt(now));
  const groups = await reads.groups('waybill', {
    by: [{ hourOf: 'createdAt' }, 'payStatus'],
    sums: ['weight', 'finalFreight'],
    conditions: inMonth('createdAt', month),
  });
  let parcels = 0;
  let weight = 0;
  let freight = 0;
  const byPayStatus = Object.fromEntries(
    PAY_STATUSES.map((status) => [status, { count: 0, amount: 0 }]),
  ) as MonthSummary['byPayStatus'];
  for (const { keys, count, sums } of groups) {
    const day = tashkentDayOf(keys[0]);
    if (day === undefined || monthOf(day) !== month) continue;
    parcels += count;
    weight += sums[0];
    freight += sums[1];
    const status = PAY_STATUSES.find((candidate) => candidate === keys[1]);
    if (status === undefined) continue;
    byPayStatus[status].count += count;
    byPayStatus[status].amount += sums[1];
  }
  for (const total of Object.values(byPayStatus)) total.amount = usd(total.amount);
  return { id: 'summary', month, parcels, weight: kg(weight), freight: usd(freight), byPayStatus };
}
