/**
 * The waybill archive: for every Tashkent day on which waybills were created, how many, their
 * weight (kg) and their freight (USD). Row ids are the day as 'YYYYMMDD', the archive's URL id.
 */
import { compactDay, tashkentDayOf } from '../../src/core/time/tashkent';
import type { ArchiveDay } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { kg, numberOf, usd } from './amounts';
import { rowField, type RowsMeta } from './statsRows';
import { Tally } from './tally';

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

/** What the archive reads of each waybill. */
export const ARCHIVE_WAYBILL_FIELDS = ['createdAt', 'weight', 'freight'] as const;

const emptyDay = (day: string): ArchiveDay => ({
  id: compactDay(day),
  day,
  count: 0,
  weight: 0,
  freight: 0,
});

/** Every day with waybills, in one pass; `onlyDay` keeps the pass to that day. */
export function archiveDays(waybills: readonly DbRecord[], onlyDay?: string): ArchiveDay[] {
  const days = new Tally(emptyDay);
  for (const waybill of waybills) {
    const day = tashkentDayOf(waybill.createdAt);
    if (day === undefined || (onlyDay !== undefined && day !== onlyDay)) continue;
    const row = days.at(day);
    row.count += 1;
    row.weight += numberOf(waybill.weight);
    row.freight += numberOf(waybill.freight);
  }
  return days.values().map((row) => ({
    ...row,
    weight: kg(row.weight),
    freight: usd(row.freight),
  }));
}

/** One day's totals; a day without waybills has zeros. */
export const archiveDay = (waybills: readonly DbRecord[], day: string): ArchiveDay =>
  archiveDays(waybills, day)[0] ?? emptyDay(day);
