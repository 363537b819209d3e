/**
 * Pickup point figures for the three PVZ screens, from the waybills as the database groups them:
 * parcels waiting at each point (status DropZone), the unpaid among them and those past the
 * point's free days with their storage fees (docs/decisions.md "Storage fees"), parcels delivered
 * per week for the last eight Tashkent weeks (by delivery date), and the same summed per region.
 */
import { addDays, periodsUpTo, tashkentDayAt, weekOf } from '../../src/core/time/tashkent';
import type { PointStats, PvzStats, RegionStats } from '../../src/core/stats/statsTypes';
import { byText } from '../../src/core/stats/amounts';
import { sumUsd } from '../../src/core/money/money';
import { between, equalTo, hasValue } from './conditions';
import { DELIVERED_BY_DAY } from './groupings';
import type { ScopedReads } from './scopedReads';
import { Tally } from './tally';

const WEEKS = 8;
const WAITING_STATUS = 'DropZone';
const addWeeks = (monday: string, weeks: number) => addDays(monday, 7 * weeks);

export async function pvzStats(reads: ScopedReads, now: number): Promise<PvzStats> {
  const weeks = periodsUpTo(weekOf(tashkentDayAt(now)), WEEKS, addWeeks);
  const end = addWeeks(weeks[WEEKS - 1], 1);
  const [pvzs, waiting, overdue, delivered, clients] = await Promise.all([
    reads.records('pvz', ['name', 'region', 'city', 'status']),
    reads.groups('waybill', {
      by: ['pvzId', 'payStatus'],
      conditions: [equalTo('status', WAITING_STATUS)],
    }),
    reads.groups('waybill', {
      by: ['pvzId'],
      sums: ['storageFee'],
      conditions: [equalTo('status', WAITING_STATUS), hasValue('storageFeeFrom', true)],
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
        overdue: 0,
        storageFees: 0,
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
  for (const { keys, count, sums } of overdue) {
    const point = pointOf(keys[0]);
    if (!point) continue;
    point.overdue += count;
    point.storageFees = sumUsd([point.storageFees, sums[0]]);
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
    overdue: 0,
    storageFees: 0,
    deliveredThisWeek: 0,
    clients: 0,
  }));
  for (const point of points.values()) {
    const region = regions.at(point.region);
    region.points += 1;
    if (point.status === 'ACTIVE') region.activePoints += 1;
    region.waiting += point.waiting;
    region.unpaid += point.unpaid;
    region.overdue += point.overdue;
    region.storageFees = sumUsd([region.storageFees, point.storageFees]);
    region.deliveredThisWeek += point.deliveredThisWeek;
  }
  for (const { point, count } of clientsAt) regions.at(point.region).clients += count;
  return regions.values().sort((a, b) => byText(a.region, b.region));
}
