/**
 * The waybill archive: for every Tashkent day on which waybills were created, how many, their
 * weight (kg) and their freight (USD). Row ids are the day as 'YYYYMMDD', the archive's URL id.
 */
import { compactDay, dayBounds } from '../../src/core/time/tashkent';
import type { ArchiveDay } from '../../src/core/stats/statsTypes';
import { kg, usd } from '../../src/core/stats/amounts';
import { between } from './conditions';
import { createdPerDay, emptyDayCargo, type DayCargo } from './createdPerDay';
import type { ScopedReads } from './scopedReads';
import { rowField, type RowsMeta } from './statsRows';

export const archiveRows: RowsMeta = {
  name: 'archives',
  sort: { field: 'day', order: 'DESC' },
  fields: [
    rowField('day', 'date'),
    rowField('count', 'integer'),
    rowField('weight', 'number'),
    rowField('freight', 'number'),
  ],
};

/** Every day with waybills. */
export async function archiveDays(reads: ScopedReads): Promise<ArchiveDay[]> {
  return [...(await createdPerDay(reads)).byKey].map(([day, totals]) => archiveDayOf(day, totals));
}

/** One day's totals; a day without waybills has zeros. */
export async function archiveDay(reads: ScopedReads, day: string): Promise<ArchiveDay> {
  const { from, to } = dayBounds(day);
  const days = await createdPerDay(reads, between('createdAt', from, to));
  return archiveDayOf(day, days.byKey.get(day));
}

function archiveDayOf(day: string, totals: DayCargo = emptyDayCargo()): ArchiveDay {
  return {
    id: compactDay(day),
    day,
    count: totals.count,
    weight: kg(totals.weight),
    freight: usd(totals.freight),
  };
}
