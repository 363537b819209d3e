/**
 * Date inputs: each language's pattern, and the values the pickers exchange with the form, in
 * Tashkent time while the machine runs in another zone (as an operator's laptop abroad would).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_PATTERNS, datePatterns } from '../../../src/format/datePatterns';
import { formatTashkentDate } from '../../../src/format/dateTime';
import { toFormValue, toPickerValue, UNFINISHED_DATE } from '../../../src/inputs/date/pickerValue';
import { LANGUAGES } from '../../../src/core/i18n/languages';

const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

it('runs in a zone other than Tashkent', () => {
  expect(new Date('2026-11-24T12:00:00Z').getTimezoneOffset()).toBe(480);
});

describe('each language writes dates its own way', () => {
  it('uz day first with dots, en ISO, cn year first with slashes', () => {
    expect(DATE_PATTERNS.uz).toEqual({
      date: 'DD.MM.YYYY',
      dateTime: 'DD.MM.YYYY HH:mm',
      month: 'MM.YYYY',
    });
    expect(DATE_PATTERNS.en).toEqual({
      date: 'YYYY-MM-DD',
      dateTime: 'YYYY-MM-DD HH:mm',
      month: 'YYYY-MM',
    });
    expect(DATE_PATTERNS.cn).toEqual({
      date: 'YYYY/MM/DD',
      dateTime: 'YYYY/MM/DD HH:mm',
      month: 'YYYY/MM',
    });
  });

  it('has a pattern for every UI language, and the default one for anything else', () => {
    for (const language of LANGUAGES) expect(datePatterns(language)).toBe(DATE_PATTERNS[language]);
    expect(datePatterns('fr')).toBe(DATE_PATTERNS.uz);
  });
});

describe('a picked day', () => {
  it('is stored as the same calendar day', () => {
    const picked = toPickerValue('2026-11-24', 'date');
    expect(picked?.format(datePatterns('uz').date)).toBe('24.11.2026');
    expect(picked?.format(datePatterns('en').date)).toBe('2026-11-24');
    expect(picked?.format(datePatterns('cn').date)).toBe('2026/11/24');
    expect(toFormValue(picked, 'date')).toBe('2026-11-24');
  });

  it("is the Tashkent day of a moment, not the browser's", () => {
    // 20:00 UTC on the 23rd is 01:00 on the 24th in Tashkent and noon of the 23rd in Los Angeles.
    const picked = toPickerValue('2026-11-23T20:00:00.000Z', 'date');
    expect(toFormValue(picked, 'date')).toBe('2026-11-24');
  });
});

describe('a picked moment', () => {
  const stored = '2026-11-24T04:30:00.000Z';

  it("shows Tashkent's wall clock in each language", () => {
    const picked = toPickerValue(stored, 'datetime');
    expect(picked?.format(datePatterns('uz').dateTime)).toBe('24.11.2026 09:30');
    expect(picked?.format(datePatterns('en').dateTime)).toBe('2026-11-24 09:30');
    expect(picked?.format(datePatterns('cn').dateTime)).toBe('2026/11/24 09:30');
    expect(formatTashkentDate(stored, true, 'uz')).toBe('24.11.2026 09:30');
  });

  it('goes back to the API as the same ISO instant', () => {
    expect(toFormValue(toPickerValue(stored, 'datetime'), 'datetime')).toBe(stored);
    expect(toFormValue(toPickerValue(new Date(stored), 'datetime'), 'datetime')).toBe(stored);
    expect(toFormValue(toPickerValue('2026-11-24T09:30:00+05:00', 'datetime'), 'datetime')).toBe(
      stored,
    );
  });

  it('changed to another Tashkent hour is that instant', () => {
    const picked = toPickerValue(stored, 'datetime')!.hour(23).minute(15);
    expect(toFormValue(picked, 'datetime')).toBe('2026-11-24T18:15:00.000Z');
  });
});

describe('an empty or unfinished input', () => {
  it('is empty in the form when cleared, and unreadable values show as empty', () => {
    expect(toFormValue(null, 'date')).toBeNull();
    expect(toPickerValue('', 'date')).toBeNull();
    expect(toPickerValue(null, 'datetime')).toBeNull();
    expect(toPickerValue('soon', 'datetime')).toBeNull();
  });

  it('marks a partial date so the form refuses it', () => {
    const partial = toPickerValue('2026-11-24', 'date')!.month(Number.NaN);
    expect(toFormValue(partial, 'date')).toBe(UNFINISHED_DATE);
  });
});
