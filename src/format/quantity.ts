import type { Unit } from '../core/registry/types';

import { formatterCache } from './formatterCache';
import { INTL_LOCALES, intlLocale } from './locales';

const DIGITS: Partial<Record<Unit, Intl.NumberFormatOptions>> = {
  USD: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  som: { maximumFractionDigits: 0 },
  kg: { maximumFractionDigits: 3 },
  m3: { maximumFractionDigits: 4 },
};

const formatterFor = formatterCache<Intl.NumberFormat>();

/**
 * A number with its unit. Amounts in som always use Uzbek grouping (1 234 567), whatever the UI
 * language, because that is how they appear on the operator's documents.
 */
export function formatQuantity(value: number, unit: Unit | undefined, locale: string): string {
  const formatter = formatterFor(
    `${locale} ${unit ?? ''}`,
    () =>
      new Intl.NumberFormat(
        unit === 'som' ? INTL_LOCALES.uz : intlLocale(locale),
        unit ? DIGITS[unit] : undefined,
      ),
  );
  return formatter.format(value);
}
