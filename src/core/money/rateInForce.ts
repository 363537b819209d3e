/**
 * Which rate applies when (docs/decisions.md, "Rates"): a rate is in force from `activeAt`
 * (inclusive) until `expiredAt` (exclusive, open when blank). For each kind (the exchange rate,
 * each company's B2B rate) at most one is in force at any instant; a new one ends the previous.
 * "The rate on a day" is the one in force at the end of that Tashkent day, or now for today.
 */
import { addDays, tashkentMidnight } from '../time/tashkent';

export interface RatePeriod {
  rate: number;
  activeAt: string;
  expiredAt?: string | null;
}

export const isInForce = (period: RatePeriod, instant: string): boolean =>
  period.activeAt <= instant && (!period.expiredAt || instant < period.expiredAt);

/** The instant whose rate is "the rate on" a Tashkent calendar day. */
export function rateInstantOfDay(day: string, now: Date): string {
  const dayEnd = tashkentMidnight(addDays(day, 1)) - 1;
  return new Date(Math.min(dayEnd, now.getTime())).toISOString();
}

/** The period in force at an instant, among periods of one kind. */
export function rateInForce<T extends RatePeriod>(
  periods: Iterable<T>,
  instant: string,
): T | undefined {
  let found: T | undefined;
  for (const period of periods)
    if (isInForce(period, instant) && (!found || period.activeAt > found.activeAt)) found = period;
  return found;
}
