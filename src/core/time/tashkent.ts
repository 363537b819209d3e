/**
 * Asia/Tashkent time (SPEC 1), the one place the app, the demo API and the export compute it.
 * Offsets come from Intl's time zone data, so any date is right (no fixed UTC+5 assumed).
 * Calendar days are 'YYYY-MM-DD', months 'YYYY-MM', weeks are named by their Monday; the
 * statistics API groups by them and the pages turn them back into filters.
 */
export const TASHKENT_TIME_ZONE = 'Asia/Tashkent';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COMPACT_DAY = /^(\d{4})(\d{2})(\d{2})$/;

const zoneParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TASHKENT_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Tashkent's offset from UTC at one instant, asking Intl. */
function offsetAt(instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const part = Object.fromEntries(
    zoneParts.formatToParts(whole).map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  return wall - whole;
}

/**
 * Offsets by UTC hour, for hours with one offset throughout: asking Intl per record is slow,
 * and a year holds only 8760 hours. An hour the offset changes in (none since 1992) is not kept.
 */
const offsetByHour = new Map<number, number | null>();

/** Milliseconds to add to a UTC instant to read Tashkent's wall clock. */
export function tashkentOffsetMs(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = offsetAt(hour * HOUR_MS);
    offset = start === offsetAt(hour * HOUR_MS + HOUR_MS - 1) ? start : null;
    offsetByHour.set(hour, offset);
  }
  return offset ?? offsetAt(instant);
}

/** The Tashkent wall-clock time of an instant, in the UTC fields of the returned Date. */
export function tashkentWallClock(instant: Date): Date {
  return new Date(instant.getTime() + tashkentOffsetMs(instant.getTime()));
}

/**
 * A stored date or date-time as a wall-clock Date (Excel has no time zones): a calendar day
 * (YYYY-MM-DD) stays that day at UTC midnight, an instant becomes Tashkent wall-clock time in
 * the Date's UTC fields. Anything unreadable is undefined.
 */
export function excelDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const dateOnly = typeof value === 'string' && DAY.test(value);
  // A date-only ISO text parses as UTC midnight of that day.
  const instant = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(instant)) return undefined;
  return new Date(dateOnly ? instant : instant + tashkentOffsetMs(instant));
}

/** The Tashkent day of a moment in milliseconds. */
export const tashkentDayAt = (ms: number): string =>
  new Date(ms + tashkentOffsetMs(ms)).toISOString().slice(0, 10);

/**
 * A UTC timestamp as stored (`toISOString`): its first 13 characters name its hour. The database's
 * groupings tell one the same way (server/db/groups.ts).
 */
const isUtcTimestamp = (text: string) => text[10] === 'T' && text.endsWith('Z');
/**
 * Tashkent day of each UTC hour met so far (when the whole hour falls in one day). Statistics
 * read the day of every waybill on every request; parsing dates is most of that time.
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
  if (hour !== undefined) {
    const hourStart = Math.floor(ms / HOUR_MS) * HOUR_MS;
    if (tashkentDayAt(hourStart) === day && tashkentDayAt(hourStart + HOUR_MS - 1) === day) {
      dayOfHour.set(hour, day);
    }
  }
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

/** The UTC instant of Tashkent's midnight starting a calendar day. */
export function tashkentMidnight(day: string): number {
  const utcMidnight = dayNumber(day);
  // The offset before midnight may differ from the one after (a zone change at midnight).
  const guess = utcMidnight - tashkentOffsetMs(utcMidnight);
  return utcMidnight - tashkentOffsetMs(guess);
}

/**
 * The first and last millisecond of a Tashkent day as stored ISO timestamps, so that a
 * `createdAt_gte` / `createdAt_lte` filter selects exactly that day.
 */
export function dayBounds(day: string): { from: string; to: string } {
  const start = tashkentMidnight(day);
  const end = tashkentMidnight(addDays(day, 1));
  return {
    from: new Date(start).toISOString(),
    to: new Date(end - 1).toISOString(),
  };
}

/** The first and last millisecond of a Tashkent month ('YYYY-MM') as stored ISO timestamps. */
export function monthBounds(month: string): { from: string; to: string } {
  return {
    from: dayBounds(`${month}-01`).from,
    to: dayBounds(addDays(`${addMonths(month, 1)}-01`, -1)).to,
  };
}
