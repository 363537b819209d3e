/**
 * Calendar days, weeks and months of Asia/Tashkent (UTC+5 all year, no daylight saving). The
 * statistics API groups by them and the pages turn them back into filters, so both use this file.
 * Days are 'YYYY-MM-DD', months 'YYYY-MM', weeks are named by their Monday.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = 5 * HOUR_MS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COMPACT_DAY = /^(\d{4})(\d{2})(\d{2})$/;

/** The Tashkent day of a moment in milliseconds. */
export const tashkentDayAt = (ms: number): string =>
  new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/** A UTC timestamp as stored (`toISOString`): its first 13 characters name its hour. */
const isUtcTimestamp = (text: string) => text[10] === 'T' && text.endsWith('Z');
/**
 * Tashkent day of each UTC hour met so far. Statistics read the day of every waybill on every
 * request; parsing dates is most of that time, and a year holds only 8760 hours.
 */
const dayOfHour = new Map<string, string>();

/** The Tashkent day of a stored ISO timestamp, or undefined when there is none or it is unreadable. */
export function tashkentDayOf(timestamp: unknown): string | undefined {
  if (typeof timestamp !== 'string') return undefined;
  const hour = isUtcTimestamp(timestamp) ? timestamp.slice(0, 13) : undefined;
  const known = hour === undefined ? undefined : dayOfHour.get(hour);
  if (known !== undefined) return known;
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) return undefined;
  const day = tashkentDayAt(ms);
  if (hour !== undefined) dayOfHour.set(hour, day);
  return day;
}

/** Midnight of a calendar day, as UTC milliseconds of that date (for day arithmetic only). */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayFromNumber = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  dayFromNumber(dayNumber(day) + days * DAY_MS);

/** The Monday of the week a day belongs to. */
export function weekOf(day: string): string {
  const sinceMonday = (new Date(dayNumber(day)).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

export const monthOf = (day: string): string => day.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1 + months, 1)).toISOString().slice(0, 7);
}

/** `count` consecutive periods ending with `last`, oldest first. */
export function periodsUpTo(last: string, count: number, step: (p: string, n: number) => string) {
  return Array.from({ length: count }, (_, index) => step(last, index - count + 1));
}

/** A real calendar day as 'YYYY-MM-DD'. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const ms = dayNumber(value);
  // Date.parse rejects month 13 but rolls 31 April over to 1 May: compare the text back.
  return !Number.isNaN(ms) && dayFromNumber(ms) === value;
}

/** The archive's day id: 'YYYYMMDD' (as in /oms/archives/dayInfo/20261120). */
export const compactDay = (day: string): string => day.replaceAll('-', '');

/** The day of an archive id, or undefined when it names no calendar day. */
export function dayOfCompact(id: string): string | undefined {
  const match = COMPACT_DAY.exec(id);
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
  return day !== undefined && isCalendarDay(day) ? day : undefined;
}

/**
 * The first and last millisecond of a Tashkent day as stored ISO timestamps, so that a
 * `createdAt_gte` / `createdAt_lte` filter selects exactly that day.
 */
export function dayBounds(day: string): { from: string; to: string } {
  const start = dayNumber(day) - OFFSET_MS;
  return {
    from: new Date(start).toISOString(),
    to: new Date(start + DAY_MS - 1).toISOString(),
  };
}
