/**
 * The date pickers' day.js values and the form's values, in Asia/Tashkent whatever the browser's
 * zone. The form keeps what the API stores (as react-admin's own inputs did): a calendar day
 * `YYYY-MM-DD`, an instant as ISO in UTC (`2026-11-24T04:30:00.000Z`), or a month `YYYY-MM`.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TASHKENT_TIME_ZONE } from '../../core/time/tashkent';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A calendar day, an instant, or a month (`YYYY-MM`, the reports' months). */
export type DateKind = 'date' | 'datetime' | 'month';

/**
 * What the form holds while the input shows a partial or impossible date: the typed text stays
 * in the input, and this value fails validation so nothing stale is saved or filtered on.
 */
export const UNFINISHED_DATE = 'unfinished-date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** The picker's value for a form value; null when empty or unreadable. */
export function toPickerValue(value: unknown, kind: DateKind): Dayjs | null {
  if (value instanceof Date) return toPickerValue(value.toISOString(), kind);
  if (typeof value !== 'string' || value === '') return null;
  if (kind === 'month')
    return MONTH.test(value) ? dayjs.tz(`${value}-01`, TASHKENT_TIME_ZONE) : null;
  const parsed =
    kind === 'date' && DAY.test(value)
      ? dayjs.tz(value, TASHKENT_TIME_ZONE)
      : dayjs.utc(value).tz(TASHKENT_TIME_ZONE);
  return parsed.isValid() ? parsed : null;
}

/** The form value for a picker's value: null when cleared, UNFINISHED_DATE when not a date yet. */
export function toFormValue(value: Dayjs | null, kind: DateKind): string | null {
  if (value === null) return null;
  if (!value.isValid()) return UNFINISHED_DATE;
  if (kind === 'month') return value.tz(TASHKENT_TIME_ZONE).format('YYYY-MM');
  return kind === 'date'
    ? value.tz(TASHKENT_TIME_ZONE).format('YYYY-MM-DD')
    : value.toDate().toISOString();
}
