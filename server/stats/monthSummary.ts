/**
 * The reports page: this Tashkent month's waybills (created in it), their weight and freight, and
 * how their amount due (final freight, USD) stands: paid, unpaid, or not billed yet.
 */
import { monthOf, tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import type { MonthSummary, SummaryPayStatus } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { kg, numberOf, usd } from './amounts';

/** What the summary reads of each waybill. */
export const SUMMARY_WAYBILL_FIELDS = [
  'createdAt',
  'weight',
  'freight',
  'payStatus',
  'finalFreight',
] as const;

const PAY_STATUSES: readonly SummaryPayStatus[] = ['PAID', 'UN_PAID', 'UN_BILLED'];

export function monthSummary(waybills: readonly DbRecord[], now: number): MonthSummary {
  const month = monthOf(tashkentDayAt(now));
  let parcels = 0;
  let weight = 0;
  let freight = 0;
  const byPayStatus = Object.fromEntries(
    PAY_STATUSES.map((status) => [status, { count: 0, amount: 0 }]),
  ) as MonthSummary['byPayStatus'];
  for (const waybill of waybills) {
    const day = tashkentDayOf(waybill.createdAt);
    if (day === undefined || monthOf(day) !== month) continue;
    parcels += 1;
    weight += numberOf(waybill.weight);
    freight += numberOf(waybill.freight);
    const status = PAY_STATUSES.find((candidate) => candidate === waybill.payStatus);
    if (status === undefined) continue;
    byPayStatus[status].count += 1;
    byPayStatus[status].amount += numberOf(waybill.finalFreight);
  }
  for (const total of Object.values(byPayStatus)) total.amount = usd(total.amount);
  return { id: 'summary', month, parcels, weight: kg(weight), freight: usd(freight), byPayStatus };
}
