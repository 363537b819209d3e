// The operator works on Tashkent time (SPEC 1), whatever the browser's zone: src/core/time.
import { TASHKENT_TIME_ZONE } from '../core/time/tashkent';
import { datePatterns, fillPattern, type DateParts } from './datePatterns';
import { formatterCache } from './formatterCache';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const formatterIn = formatterCache<Intl.DateTimeFormat>();

function parts(date: Date, timeZone: string): DateParts {
  const formatter = formatterIn(
    timeZone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const formatted = formatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => formatted.find((p) => p.type === type)!.value;
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/**
 * A date (YYYY-MM-DD, a calendar day) or an instant (ISO date-time) in the UI language's pattern
 * (datePatterns.ts): uz `20.11.2026 05:42`, en `2026-11-20 05:42`, cn `2026/11/20 05:42`.
 * Instants are shown in Tashkent time; calendar days as they are, without shifting them across zones.
 */
export function formatTashkentDate(value: string, showTime: boolean, locale: string): string {
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const patterns = datePatterns(locale);
  const pattern = showTime && !dateOnly ? patterns.dateTime : patterns.date;
  return fillPattern(pattern, parts(date, dateOnly ? 'UTC' : TASHKENT_TIME_ZONE));
}
