/**
 * A date bound of a list filter (`<field>_gte` / `_lte` of a date or date-time field): a year, a
 * month, a day, or an ISO date-time, each part on the calendar and the clock. `2026-13-45` or
 * `2026-02-30T25:00` is no bound (a 400), not a text that silently matches nothing.
 */
import { isCalendarDay } from '../../src/core/time/tashkent';

const DATE_BOUND =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?)?(?:Z|[+-](\d{2}):?(\d{2}))?)?)?)?$/;

const within = (part: string | undefined, max: number) => part === undefined || Number(part) <= max;

export function isDateBound(text: string): boolean {
  const parts = DATE_BOUND.exec(text);
  if (!parts) return false;
  const [, year, month, day, hour, minute, second, offsetHours, offsetMinutes] = parts;
  if (month !== undefined && (Number(month) < 1 || Number(month) > 12)) return false;
  if (day !== undefined && !isCalendarDay(`${year}-${month}-${day}`)) return false;
  return (
    within(hour, 23) &&
    within(minute, 59) &&
    within(second, 59) &&
    within(offsetHours, 14) &&
    within(offsetMinutes, 59)
  );
}
