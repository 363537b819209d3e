/**
 * Pickup point figures for the three PVZ screens, in one pass over the waybills: parcels waiting
 * at each point (status DropZone) and the unpaid among them, parcels delivered per week for the
 * last eight Tashkent weeks (by delivery date), and the same summed per region.
 */
import { addDays, periodsUpTo, tashkentDayAt, weekOf } from '../../src/core/time/tashkent';
import type { PointStats, PvzStats, RegionStats } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { byText } from './amounts';
import { Tally } from './tally';

const WEEKS = 8;
const WAITING_STATUS = 'DropZone';
const addWeeks = (monday: string, weeks: number) => addDays(monday, 7 * weeks);

export interface PvzSources {
  pvzs: readonly DbRecord[];
  waybills: readonly DbRecord[];
  clients: readonly DbRecord[];
}

/** What the figures read of each record of their sources. */
export const PVZ_FIELDS = {
  pvzs: ['name', 'region', 'city', 'status'],
  waybills: ['pvzId', 'status', 'payStatus', 'deliveryDate'],
  clients: ['pvzId'],
} as const satisfies Record<keyof PvzSources, readonly string[]>;

export function pvzStats({ pvzs, waybills, clients }: PvzSources, now: number): PvzStats {
  const weeks = periodsUpTo(weekOf(tashkentDayAt(now)), WEEKS, addWeeks);
  const end = addWeeks(weeks[WEEKS - 1], 1);
  const points = new Map<string, PointStats>(
    pvzs.map((pvz) => [
      String(pvz.id),
      {
        id: pvz.id,
        name: String(pvz.name ?? pvz.id),
        region: String(pvz.region ?? ''),
        city: String(pvz.city ?? ''),
        status: String(pvz.status ?? ''),
        waiting: 0,
        unpaid: 0,
        deliveredThisWeek: 0,
        delivered: weeks.map(() => 0),
      },
    ]),
  );

  for (const waybill of waybills) {
    const point = waybill.pvzId == null ? undefined : points.get(String(waybill.pvzId));
    if (!point) continue;
    if (waybill.status === WAITING_STATUS) {
      point.waiting += 1;
      if (waybill.payStatus === 'UN_PAID') point.unpaid += 1;
    }
    const delivered = waybill.deliveryDate;
    if (typeof delivered !== 'string' || delivered < weeks[0] || delivered >= end) continue;
    // Days compare as text; the last Monday not after the day is its week.
    point.delivered[weeks.findLastIndex((monday) => monday <= delivered)] += 1;
  }
  for (const point of points.values()) point.deliveredThisWeek = point.delivered[WEEKS - 1];

  return { id: 'pvz', weeks, points: [...points.values()], regions: byRegion(points, clients) };
}

function byRegion(points: Map<string, PointStats>, clients: readonly DbRecord[]): RegionStats[] {
  const regions = new Tally((region): RegionStats => ({
    region,
    points: 0,
    activePoints: 0,
    waiting: 0,
    unpaid: 0,
    deliveredThisWeek: 0,
    clients: 0,
  }));
  for (const point of points.values()) {
    const region = regions.at(point.region);
    region.points += 1;
    if (point.status === 'ACTIVE') region.activePoints += 1;
    region.waiting += point.waiting;
    region.unpaid += point.unpaid;
    region.deliveredThisWeek += point.deliveredThisWeek;
  }
  for (const client of clients) {
    const point = client.pvzId == null ? undefined : points.get(String(client.pvzId));
    if (point) regions.at(point.region).clients += 1;
  }
  return regions.values().sort((a, b) => byText(a.region, b.region));
}
