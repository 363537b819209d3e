/**
 * Waybills created per Tashkent day, as the database groups them by the hour of `createdAt`: how
 * many, their weight and their final freight (`freight` here), not yet rounded (sums of days are
 * rounded once).
 */
import { tashkentDayOf } from '../../src/core/time/tashkent';
import type { Cargo } from '../../src/core/stats/statsTypes';
import type { Condition } from '../db/conditions';
import { CREATED_BY_HOUR } from './groupings';
import type { ScopedReads } from './scopedReads';
import { Tally } from './tally';

export interface DayCargo extends Cargo {
  freight: number;
}

export const emptyDayCargo = (): DayCargo => ({ count: 0, weight: 0, freight: 0 });

export async function createdPerDay(
  reads: ScopedReads,
  conditions: readonly Condition[] = [],
): Promise<Tally<DayCargo>> {
  const hours = await reads.groups('waybill', { ...CREATED_BY_HOUR, conditions });
  const days = new Tally(emptyDayCargo);
  for (const { keys, count, sums } of hours) {
    const day = tashkentDayOf(keys[0]);
    if (day === undefined) continue;
    const totals = days.at(day);
    totals.count += count;
    totals.weight += sums[0];
    totals.freight += sums[1];
  }
  return days;
}
