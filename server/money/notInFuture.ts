/**
 * A record dated after now is refused, on its date field: a calendar day after today (Tashkent),
 * or a moment more than CLOCK_SKEW_MS ahead of the server's clock (a client's clock running a
 * little fast is no future date). Daily expenses (`date`) and client payments (`paidAt`) use it.
 */
import { isCalendarDay, tashkentDayAt } from '../../src/core/time/tashkent';
import type { DbRecord } from '../db/types';
import type { WriteRule } from '../access/writeRule';

export const CLOCK_SKEW_MS = 5 * 60_000;

/** Is `value` (a calendar day or a moment) after now? */
export function isFuture(value: unknown, now: Date): boolean {
  const text = String(value);
  if (isCalendarDay(text)) return text > tashkentDayAt(now.getTime());
  return Date.parse(text) > now.getTime() + CLOCK_SKEW_MS;
}

/** The write rule refusing a `field` after now with the i18n key `message` on it. */
export const notInFuture =
  (field: string, message: string): WriteRule =>
  (_before, after: DbRecord, _actor, now) =>
    isFuture(after[field], now)
      ? { ok: false, status: 400, message: 'validation.formFailed', errors: { [field]: message } }
      : { ok: true, record: after };
