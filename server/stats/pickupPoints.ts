/**
 * Pickup point figures for the three PVZ screens, from the waybills as the database groups them:
 * parcels waiting at each point (status DropZone) and the unpaid among them, parcels delivered
 * per week for the last eight Tashkent weeks (by delivery date), and the same summed per region.
 */
import { addDays, periodsUpTo, tashkentDayAt, weekOf } from '../../src/core/time/tashkent';
import type { PointStats, PvzStats, RegionStats } from '../../src/core/stats/statsTypes';
import { byText } from '../../src/core/stats/amounts';
import { between, equalTo } from './conditions';
import { DELIVERED_BY_DAY } from './groupings';
import type { ScopedReads } from './scopedReads';
import { Tally } from './tally';

const WEEKS = 8;
const WAITING_STATUS = 'DropZone';
const addWeeks = (monday: string, weeks: number) => addDays(monday, 7 * weeks);

export async function pvzStats(reads: ScopedReads, now: number): Promise<PvzStats> {
  const weeks = periodsUpTo(weekOf(tashkentDayAt(now)), WEEKS, addWeeks);
  const end = addWeeks(weeks[WEEKS - 1], 1);
  const [pvzs, waiting, delivered, clients] = await Promise.all([
    reads.records('pvz', ['name', 'region', 'city', 'status']),
    reads.groups('waybill', {
      by: ['pvzId', 'payStatus'],
      conditions: [equalTo('status', WAITING_STATUS)],
    }),
    reads.groups('waybill', {
      ...DELIVERED_BY_DAY,
      conditions: between('deliveryDate', weeks[0], addDays(end, -1)),
    }),
    reads.groups('client', { by: ['pvzId'] }),
  ]);
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
  const pointOf = (pvzId: unknown) => (pvzId === undefined ? undefined : points.get(String(pvzId)));

  for (const { keys, count } of waiting) {
    const point = pointOf(keys[0]);
    if (!point) continue;
    point.waiting += count;
    if (keys[1] === 'UN_PAID') point.unpaid += count;
  }
  for (const { keys, count } of delivered) {
    const [day, pvzId] = keys;
    const point = pointOf(pvzId);
    if (!point || typeof day !== 'string' || day < weeks[0] || day >= end) continue;
    // Days compare as text; the last Monday not after the day is its week.
    point.delivered[weeks.findLastIndex((monday) => monday <= day)] += count;
  }
  for (const point of points.values()) point.deliveredThisWeek = point.delivered[WEEKS - 1];

  const clientsAt = clients.flatMap(({ keys, count }) => {
    const point = pointOf(keys[0]);
    return point ? [{ point, count }] : [];
  });
  return { id: 'pvz', weeks, points: [...points.values()], regions: byRegion(points, clientsAt) };
}

function byRegion(
  points: Map<string, PointStats>,
  clientsAt: readonly { point: PointStats; count: number }[],
): RegionStats[] {
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
  for (const { point, count } of clientsAt) regions.at(point.region).clients += count;
  return regions.values().sort((a, b) => byText(a.region, b.region));
}
