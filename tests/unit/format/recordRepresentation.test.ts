/**
 * A record's representation (titles, tabs, delete dialogs, references) is its representation
 * field as the field shows it: an enum by its label, a date in the language's pattern, a number
 * with its unit; never the raw value.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src/core/i18n/createTranslator';
import type { Language } from '../../../src/core/i18n/languages';
import { formatRecordRepresentation } from '../../../src/format/recordRepresentation';

const represent = (resource: string, record: Record<string, unknown>, language: Language) =>
  formatRecordRepresentation(resource, record, language, createTranslator(language));

describe('a record is named as its representation field shows it', () => {
  it('an enum by its translated label', () => {
    const record = { id: 68, type: 'UPDATE_PRICE' };
    expect(represent('companyPriceRecord', record, 'uz')).toBe("Narx o'zgardi");
    expect(represent('companyPriceRecord', record, 'en')).toBe('Price updated');
    expect(represent('clientPriceRecord', record, 'cn')).toBe('价格更新');
  });

  it('an enum value without a label as it is', () => {
    expect(represent('companyPriceRecord', { id: 1, type: 'NEW_KIND' }, 'uz')).toBe('NEW_KIND');
  });

  it("a date in the language's pattern", () => {
    const expense = { id: 776, date: '2026-11-28' };
    expect(represent('dailyExpense', expense, 'uz')).toBe('28.11.2026');
    expect(represent('dailyExpense', expense, 'en')).toBe('2026-11-28');
    expect(represent('dailyExpense', expense, 'cn')).toBe('2026/11/28');
    expect(represent('boxDayBatch', { id: 316, receiveDay: '2026-11-28' }, 'uz')).toBe(
      '28.11.2026',
    );
  });

  it('a moment in Tashkent time with its time', () => {
    // priceChange is named by its createdAt, an instant.
    expect(represent('priceChange', { id: 3, createdAt: '2026-11-19T22:30:00.000Z' }, 'uz')).toBe(
      '20.11.2026 03:30',
    );
  });

  it('a number with its unit, as its field shows it', () => {
    const shown = represent('b2bExchangeRate', { id: 5, rate: 12650.5 }, 'en');
    expect(shown.replace(/\s/g, ' ')).toBe("12 651 so'm");
  });

  it('a text as it is', () => {
    expect(represent('waybill', { id: 9, trackingNumber: 'YT123' }, 'cn')).toBe('YT123');
  });

  it('#id when the field is empty, nothing without a record', () => {
    expect(represent('dailyExpense', { id: 776, date: null }, 'uz')).toBe('#776');
    expect(represent('dailyExpense', { id: 776 }, 'uz')).toBe('#776');
    expect(formatRecordRepresentation('dailyExpense', undefined, 'uz', (key) => key)).toBe('');
  });
});
