/** Intl locales of the UI languages. */
export const INTL_LOCALES = { uz: 'uz-Latn-UZ', en: 'en-US', cn: 'zh-CN' } as const;
export type UiLocale = keyof typeof INTL_LOCALES;

export const intlLocale = (locale: string): string =>
  INTL_LOCALES[locale as UiLocale] ?? INTL_LOCALES.uz;
