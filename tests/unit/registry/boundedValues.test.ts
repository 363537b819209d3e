/**
 * The shared validators' bounds, as the forms and the API see them: calendar dates, web-only
 * URLs, size caps for fields without a `max`; and the links the UI makes of url values.
 */
import { describe, expect, it } from 'vitest';
import { JSON_CAP, STRING_CAP } from '../../../src/core/registry/sizeCaps';
import { validatePayload, validateWrite } from '../../../src/core/rules/validation';
import { isWebUrl } from '../../../src/fields/webUrl';

const errorsOf = (result: ReturnType<typeof validateWrite>) => (result.ok ? {} : result.errors);

describe('dates', () => {
  it('refuses days that are not on the calendar, in date and date-time fields', () => {
    for (const day of ['2026-13-45', '2026-02-30', '2025-02-29', '2026-00-10', '2026-1-5']) {
      expect(errorsOf(validateWrite('dailyExpense', { date: day }, 'patch')), day).toEqual({
        date: { message: 'validation.date', args: {} },
      });
      const paidAt = `${day}T10:00:00+05:00`;
      expect(errorsOf(validateWrite('boxPayment', { paidAt }, 'patch')), day).toEqual({
        paidAt: { message: 'validation.date', args: {} },
      });
    }
  });

  it('accepts real days, leap days included', () => {
    for (const day of ['2024-02-29', '2026-12-31', '2026-01-01']) {
      expect(validateWrite('dailyExpense', { date: day }, 'patch').ok, day).toBe(true);
      expect(validateWrite('boxPayment', { paidAt: `${day}T23:59:59Z` }, 'patch').ok).toBe(true);
    }
  });
});

describe('url fields', () => {
  it('take http and https only', () => {
    for (const logo of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
    ]) {
      expect(errorsOf(validateWrite('company', { logo }, 'patch')), logo).toEqual({
        logo: { message: 'validation.url', args: {} },
      });
    }
    expect(validateWrite('company', { logo: 'https://cdn.baraka.uz/a.png' }, 'patch').ok).toBe(
      true,
    );
    expect(validateWrite('company', { logo: 'http://cdn.baraka.uz/a.png' }, 'patch').ok).toBe(true);
  });

  it('become links in the UI only when they are http(s)', () => {
    expect(isWebUrl('https://t.me/bot')).toBe(true);
    expect(isWebUrl(' http://example.com ')).toBe(true);
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'file:///x', 'not a url', 5])
      expect(isWebUrl(value), String(value)).toBe(false);
  });
});

describe('size caps', () => {
  it('caps a string field without a max at 1,000 characters', () => {
    const link = (length: number) => `https://cdn.baraka.uz/${'a'.repeat(length - 22)}`;
    expect(link(STRING_CAP)).toHaveLength(STRING_CAP);
    expect(validateWrite('company', { logo: link(STRING_CAP) }, 'patch').ok).toBe(true);
    expect(errorsOf(validateWrite('company', { logo: link(STRING_CAP + 1) }, 'patch'))).toEqual({
      logo: { message: 'validation.maxLength', args: { max: STRING_CAP } },
    });
  });

  it('caps a json value by its size as JSON', () => {
    const content = { parseMode: 'HTML', buttons: [{ text: 'x', url: 'x'.repeat(JSON_CAP) }] };
    expect(errorsOf(validateWrite('botConfig', { content }, 'patch'))).toEqual({
      content: { message: 'validation.tooLarge', args: { max: JSON_CAP } },
    });
  });

  it('caps the texts of an action payload', () => {
    const result = validatePayload('bulkStatus', {
      status: 'Osh',
      trackingNumbers: ['YT1', 'x'.repeat(20_000)],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.trackingNumbers.message).toBe('validation.maxLength');
  });
});
