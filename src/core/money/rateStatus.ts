/**
 * A rate's status follows its dates (docs/decisions.md, "Rates"): PENDING before `activeAt`,
 * ACTIVE while in force, EXPIRED from `expiredAt` on. The server writes it (on every write of a
 * rate and every minute by the scheduler); nobody types it.
 */
import type { RatePeriod } from './rateInForce';

export type RateStatus = 'PENDING' | 'ACTIVE' | 'EXPIRED';

export function rateStatusAt(
  period: Pick<RatePeriod, 'activeAt' | 'expiredAt'>,
  instant: string,
): RateStatus {
  if (instant < period.activeAt) return 'PENDING';
  if (period.expiredAt && period.expiredAt <= instant) return 'EXPIRED';
  return 'ACTIVE';
}
