import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';

describe('createI18nProvider', () => {
  it('offers the three languages by their own names', () => {
    expect(createI18nProvider('uz').getLocales?.()).toEqual([
      { locale: 'uz', name: 'Oʻzbekcha' },
      { locale: 'en', name: 'English' },
      { locale: 'cn', name: '中文' },
    ]);
  });

  it('starts in the given language and switches on demand', async () => {
    const provider = createI18nProvider('en');
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('ra.action.save')).toBe('Save');
    await provider.changeLocale('cn');
    expect(provider.getLocale()).toBe('cn');
    expect(provider.translate('ra.action.save')).toBe('保存');
    expect(provider.translate('notify.saved')).toBe('保存成功！');
  });

  it('falls back to Uzbek for a missing or unknown language', () => {
    for (const provider of [createI18nProvider(), createI18nProvider('fr')]) {
      expect(provider.getLocale()).toBe('uz');
      expect(provider.translate('validation.required')).toBe("Bo'sh bo'lishi mumkin emas");
    }
  });
});
