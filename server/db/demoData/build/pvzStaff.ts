/**
 * The pickup points each user of a pickup point role works at (its `pvzs`): a few, never all.
 * A partner company's point staff (COMPANY_PVZ) work where its company's parcels go. The demo
 * login of each role (username = role in lower case) works at the busiest of them, so that its
 * lists and statistics hold parcels waiting; the other staff at a few points picked at random.
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
): void {
  // Waiting parcels count most, then any parcel: one pass over what may be 100,000 waybills.
  const busyness = new Map<string, Map<number, number>>();
  const add = (key: string, pvzId: number, weight: number) => {
    const points = busyness.get(key) ?? new Map<number, number>();
    points.set(pvzId, (points.get(pvzId) ?? 0) + weight);
    busyness.set(key, points);
  };
  for (const waybill of waybills) {
    if (waybill.pvzId == null) continue;
    const weight = waybill.status === WAITING ? waybills.length + 1 : 1;
    add('*', waybill.pvzId, weight);
    if (waybill.companyId != null) add(String(waybill.companyId), waybill.pvzId, weight);
  }
  for (const user of users) {
    if (!PVZ_ROLES.includes(user.role)) continue;
    const served = busyness.get(user.companyId == null ? '*' : String(user.companyId));
    const candidates = served
      ? [...served].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([pvzId]) => pvzId)
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
