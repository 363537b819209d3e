/**
 * The pickup points each user of a pickup point role works at (its `pvzs`): a few, never all.
 * A partner company's point staff (COMPANY_PVZ) work where its company's parcels go.
 */
import { PVZ_ROLES } from '../../../../src/core/generated/access';
import type { Pvz, Waybill } from '../../../../src/core/generated/types';
import type { BuildContext } from '../context';
import type { UserRecord } from './users';

/** How many points one such user works at, at most. */
const MOST_POINTS = 4;

export function assignPoints(
  { random }: BuildContext,
  users: UserRecord[],
  pvzs: readonly Pvz[],
  waybills: readonly Waybill[],
): void {
  const allPoints = pvzs.map((pvz) => pvz.id);
  for (const user of users) {
    if (!PVZ_ROLES.includes(user.role)) continue;
    const ofCompany = new Set(
      waybills.flatMap((waybill) =>
        waybill.pvzId != null && user.companyId != null && waybill.companyId === user.companyId
          ? [waybill.pvzId]
          : [],
      ),
    );
    const candidates = ofCompany.size > 0 ? [...ofCompany] : allPoints;
    const count = Math.min(random.int(2, MOST_POINTS), Math.max(1, candidates.length - 1));
    user.pvzs = random
      .sample(candidates, count)
      .sort((a, b) => a - b)
      .map((pvzId) => ({ pvzId }));
  }
}
