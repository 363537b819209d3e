/**
 * Excel has no time zones: a cell holds a wall-clock time. The export writes Tashkent's (SPEC 1),
 * as a Date whose UTC fields read as Tashkent local time, which is how exceljs turns a Date into
 * an Excel date.
 */
import { TASHKENT_TIME_ZONE } from '../../src/format/dateTime';

const HOUR_MS = 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

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

/** Offsets by UTC hour: zones change offset on whole hours, and asking Intl per cell is slow. */
const offsetByHour = new Map<number, number>();

function tashkentOffsetMs(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const part = Object.fromEntries(
      zoneParts.formatToParts(start).map(({ type, value }) => [type, Number(value)]),
    );
    const wall = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
    offset = wall - start;
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The Tashkent wall-clock time of an instant, in the UTC fields of the returned Date. */
export function tashkentWallClock(instant: Date): Date {
  return new Date(instant.getTime() + tashkentOffsetMs(instant.getTime()));
}

/**
 * A stored date or date-time as an Excel date: a calendar day (YYYY-MM-DD) stays that day, an
 * instant becomes Tashkent wall-clock time. Anything unreadable is undefined.
 */
export function excelDate(value: unknown): Date | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  // A date-only ISO text parses as UTC midnight of that day.
  const instant = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(instant)) return undefined;
  return new Date(dateOnly ? instant : instant + tashkentOffsetMs(instant));
}
