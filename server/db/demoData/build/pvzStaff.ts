/**
 * The pickup points each user of a pickup point role works at (its `pvzs`): a few, never all.
 * A partner company's point staff (COMPANY_PVZ) work where its company's parcels go. The demo
 * login of each role (username = role in lower case) works at the busiest of them, so that its
 * lists and statistics hold parcels waiting, first those of clients saved at the point (the ones
 * its counter finds and hands over, whatever the minute the demo was made at); the other staff at
 * a few points picked at random.
 */
import { PVZ_ROLES } from '../../../../src/core/generated/access';
import type { Pvz, Waybill } from '../../../../src/core/generated/types';
import type { BuildContext } from '../context';
import type { UserRecord } from './users';

/** How many points one such user works at: at least, and at most. */
const FEWEST_POINTS = 2;
const MOST_POINTS = 4;
const WAITING = 'DropZone';

export function assignPoints(
  { random }: BuildContext,
  users: UserRecord[],
  pvzs: readonly Pvz[],
  waybills: readonly Waybill[],
  clientPoint: ReadonlyMap<number, number | null | undefined>,
): void {
  // What a point holds, compared in order: parcels its counter can hand over and take payment
  // for (waiting, unpaid, of a client saved at the point), then waiting ones, then any parcel.
  // One pass over what may be 100,000 waybills.
  const busyness = new Map<string, Map<number, [number, number, number]>>();
  const add = (key: string, pvzId: number, counterReady: boolean, waiting: boolean) => {
    const points = busyness.get(key) ?? new Map<number, [number, number, number]>();
    const counts = points.get(pvzId) ?? [0, 0, 0];
    counts[0] += counterReady ? 1 : 0;
    counts[1] += waiting ? 1 : 0;
    counts[2] += 1;
    points.set(pvzId, counts);
    busyness.set(key, points);
  };
  for (const waybill of waybills) {
    if (waybill.pvzId == null) continue;
    const waiting = waybill.status === WAITING;
    const counterReady =
      waiting &&
      waybill.payStatus === 'UN_PAID' &&
      waybill.clientId != null &&
      clientPoint.get(waybill.clientId) === waybill.pvzId;
    add('*', waybill.pvzId, counterReady, waiting);
    if (waybill.companyId != null)
      add(String(waybill.companyId), waybill.pvzId, counterReady, waiting);
  }
  for (const user of users) {
    if (!PVZ_ROLES.includes(user.role)) continue;
    const served = busyness.get(user.companyId == null ? '*' : String(user.companyId));
    const candidates = served
      ? [...served]
          .sort(([a, x], [b, y]) => y[0] - x[0] || y[1] - x[1] || y[2] - x[2] || a - b)
          .map(([pvzId]) => pvzId)
      : pvzs.map((pvz) => pvz.id);
    // Never every point: the scope must leave some out.
    const most = Math.min(MOST_POINTS, Math.max(1, pvzs.length - 1), candidates.length);
    const count = Math.min(random.int(FEWEST_POINTS, MOST_POINTS), most);
    const chosen =
      user.username === user.role.toLowerCase()
        ? candidates.slice(0, count)
        : random.sample(candidates, count);
    user.pvzs = chosen.sort((a, b) => a - b).map((pvzId) => ({ pvzId }));
  }
}
