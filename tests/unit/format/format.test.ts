import { describe, expect, it } from 'vitest';
import { formatTashkentDate } from '../../../src/format/dateTime';
import { formatQuantity } from '../../../src/format/quantity';

describe('dates are shown in Tashkent time', () => {
  // 2026-11-19T22:30Z is already the 20th in Tashkent (UTC+5).
  const instant = '2026-11-19T22:30:00.000Z';

  it('in each language', () => {
    expect(formatTashkentDate(instant, true, 'uz')).toBe('20.11.2026 03:30');
    expect(formatTashkentDate(instant, true, 'cn')).toBe('2026/11/20 03:30');
    expect(formatTashkentDate(instant, true, 'en')).toBe('2026-11-20 03:30');
    expect(formatTashkentDate(instant, false, 'uz')).toBe('20.11.2026');
  });

  it('keeps a calendar day as the same day', () => {
    expect(formatTashkentDate('2026-11-20', false, 'uz')).toBe('20.11.2026');
    expect(formatTashkentDate('2026-11-20', true, 'en')).toBe('2026-11-20');
  });

  it('shows text that is not a date as it is', () => {
    expect(formatTashkentDate('soon', true, 'uz')).toBe('soon');
  });
});

describe('quantities', () => {
  it('group som the Uzbek way in every language', () => {
    const uz = formatQuantity(1234567, 'som', 'uz');
    expect(formatQuantity(1234567, 'som', 'en')).toBe(uz);
    expect(uz.replace(/\s/g, ' ')).toBe('1 234 567');
  });

  it("write Uzbek numbers as CLDR's Uzbek does, with no Uzbek data needed", () => {
    // Node carries CLDR's Uzbek; a browser may not (Chromium writes `uz` as English).
    const cldr = (value: number, digits: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat('uz-Latn-UZ', digits).format(value);
    for (const value of [0, 7, -1234.5, 1234567.891, 1e9]) {
      expect(formatQuantity(value, 'kg', 'uz')).toBe(
        cldr(value, { minimumFractionDigits: 2, maximumFractionDigits: 3 }),
      );
      expect(formatQuantity(value, 'USD', 'uz')).toBe(
        cldr(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      );
      expect(formatQuantity(value, 'som', 'cn')).toBe(cldr(value, { maximumFractionDigits: 0 }));
    }
  });

  it('give weights two decimals at least, three for grams', () => {
    expect(formatQuantity(5.3, 'kg', 'uz')).toBe('5,30');
    expect(formatQuantity(32.61, 'kg', 'uz')).toBe('32,61');
    expect(formatQuantity(21, 'kg', 'en')).toBe('21.00');
    expect(formatQuantity(1.004, 'kg', 'en')).toBe('1.004');
  });

  it('give dollars two decimals', () => {
    expect(formatQuantity(4.3, 'USD', 'en')).toBe('4.30');
  });
});
