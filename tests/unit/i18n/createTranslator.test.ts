import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, resolveLanguage } from '../../../src/i18n';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createTranslator', () => {
  it('fills placeholders in each language', () => {
    const args = { level: 2 };
    expect(createTranslator('en')('validation.level.priceNotLower', args)).toBe(
      'Level 2: price must be lower than the previous level',
    );
    expect(createTranslator('uz')('validation.level.priceNotLower', args)).toBe(
      "2-daraja: narx oldingi darajadagidan past bo'lishi kerak",
    );
    expect(createTranslator('cn')('validation.level.priceNotLower', args)).toBe(
      '第 2 级：价格必须低于上一级',
    );
  });

  it('finds messages under numeric keys such as HTTP statuses', () => {
    expect(createTranslator('en')('errors.http.404')).toBe('Request address is incorrect');
    expect(createTranslator('uz')('errors.http.403')).toBe('Ruxsat berilmagan');
    expect(createTranslator('cn')('errors.http.500')).toBe('服务器错误');
  });

  it('picks the plural form by smart_count as react-admin does', () => {
    const en = createTranslator('en');
    const uz = createTranslator('uz');
    const cn = createTranslator('cn');
    expect(en('ra.message.bulk_delete_title', { name: 'waybill', smart_count: 1 })).toBe(
      'Delete waybill',
    );
    expect(en('ra.message.bulk_delete_title', { name: 'waybills', smart_count: 3 })).toBe(
      'Delete 3 waybills',
    );
    expect(uz('ra.message.bulk_delete_title', { name: 'Yuk xati', smart_count: 1 })).toBe(
      "O'chirish: Yuk xati",
    );
    expect(uz('ra.message.bulk_delete_title', { name: 'Yuk xati', smart_count: 3 })).toBe(
      "O'chirish: 3 ta yozuv (Yuk xati)",
    );
    expect(cn('ra.message.bulk_delete_title', { name: '运单', smart_count: 3 })).toBe(
      '删除 3 项运单',
    );
    expect(uz('ra.action.bulk_actions', { smart_count: 5 })).toBe('5 ta element tanlandi');
  });

  it('falls back to the given default, then to the key, for an unknown key', () => {
    // polyglot reports a missing key on the console; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uz = createTranslator('uz');
    expect(uz('no.such.key', { _: 'Default text' })).toBe('Default text');
    expect(uz('no.such.key')).toBe('no.such.key');
  });
});

describe('resolveLanguage', () => {
  it('accepts our language codes and falls back to Uzbek otherwise', () => {
    expect(resolveLanguage('cn')).toBe('cn');
    expect(resolveLanguage(' EN ')).toBe('en');
    expect(resolveLanguage('ru')).toBe('uz');
    expect(resolveLanguage(undefined)).toBe('uz');
  });
});
