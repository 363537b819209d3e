/**
 * How each UI language writes a day and a moment (docs/decisions.md): uz `24.11.2026 09:30`,
 * en ISO `2026-11-24 09:30` (unambiguous whichever order the reader grew up with), cn
 * `2026/11/24 09:30`; a month uz `11.2026`, en `2026-11`, cn `2026/11`. Displays and date inputs
 * share these patterns, in day.js tokens.
 */
export interface DatePatterns {
  date: string;
  dateTime: string;
  /** A month, as the month inputs (report filters) take it: uz `11.2026`. */
  month: string;
}

const withTime = (date: string, month: string): DatePatterns => ({
  date,
  dateTime: `${date} HH:mm`,
  month,
});

export const DATE_PATTERNS = {
  uz: withTime('DD.MM.YYYY', 'MM.YYYY'),
  en: withTime('YYYY-MM-DD', 'YYYY-MM'),
  cn: withTime('YYYY/MM/DD', 'YYYY/MM'),
} as const satisfies Record<string, DatePatterns>;

export const datePatterns = (locale: string): DatePatterns =>
  DATE_PATTERNS[locale as keyof typeof DATE_PATTERNS] ?? DATE_PATTERNS.uz;

export interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const TOKENS = /YYYY|MM|DD|HH|mm/g;
const TOKEN_PART: Record<string, keyof DateParts> = {
  YYYY: 'year',
  MM: 'month',
  DD: 'day',
  HH: 'hour',
  mm: 'minute',
};

/** A pattern with its tokens replaced by two- or four-digit parts. */
export const fillPattern = (pattern: string, parts: DateParts): string =>
  pattern.replace(TOKENS, (token) => parts[TOKEN_PART[token]]);
