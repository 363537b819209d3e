import type { Unit } from '../core/registry/types';

import { formatterCache } from './formatterCache';
import { INTL_LOCALES, intlLocale } from './locales';

const DIGITS: Partial<Record<Unit, Intl.NumberFormatOptions>> = {
  USD: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  som: { maximumFractionDigits: 0 },
  // A scale reads to 10 g and sums keep grams: two decimals at least, so a column of weights
  // lines up (5,30 kg beside 32,61 kg), three when there are grams.
  kg: { minimumFractionDigits: 2, maximumFractionDigits: 3 },
  m3: { maximumFractionDigits: 4 },
};

/**
 * Uzbek's separators (CLDR: a no-break space between groups, a decimal comma), written here as
 * the dates' patterns are (dateTime.ts): browsers' Intl data may lack Uzbek (Chromium formats
 * `uz` numbers as English: 1,234,567.5), and the page the server draws (Node has it) must read
 * the same as the one the browser draws.
 */
const OWN_SEPARATORS: Partial<Record<string, { group: string; decimal: string }>> = {
  [INTL_LOCALES.uz]: { group: '\u00a0', decimal: ',' },
};

const formatterFor = formatterCache<Intl.NumberFormat>();

/**
 * A number with its unit. Amounts in som always use Uzbek grouping (1 234 567), whatever the UI
 * language, because that is how they appear on the operator's documents.
 */
export function formatQuantity(value: number, unit: Unit | undefined, locale: string): string {
  const target = unit === 'som' ? INTL_LOCALES.uz : intlLocale(locale);
  const separators = OWN_SEPARATORS[target];
  const formatter = formatterFor(
    `${target} ${unit ?? ''}`,
    // English digits and signs, its separators then replaced, where the browser may lack the locale.
    () => new Intl.NumberFormat(separators ? 'en-US' : target, unit ? DIGITS[unit] : undefined),
  );
  if (separators === undefined) return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) =>
      part.type === 'group'
        ? separators.group
        : part.type === 'decimal'
          ? separators.decimal
          : part.value,
    )
    .join('');
}

/** A translate function (react-admin's or the core's): a key, interpolation values. */
export type UnitTranslate = (key: string, options?: Record<string, unknown>) => string;

/** A number with its unit's symbol, as QuantityField shows it: `$12.50`, `689,79 kg`. */
export function formatQuantityWithUnit(
  value: number,
  unit: Unit | undefined,
  locale: string,
  translate: UnitTranslate,
): string {
  const number = formatQuantity(value, unit, locale);
  if (!unit) return number;
  const symbol = translate(`units.${unit}`);
  return unit === 'USD' ? `${symbol}${number}` : `${number} ${symbol}`;
}
