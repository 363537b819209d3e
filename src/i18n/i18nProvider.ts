import type { I18nProvider, Locale } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalogues, LANGUAGE_NAMES, LANGUAGES, resolveLanguage } from './index';

export const LOCALES: Locale[] = LANGUAGES.map((locale) => ({
  locale,
  name: LANGUAGE_NAMES[locale],
}));

/** react-admin's i18nProvider; an unknown or missing language falls back to Uzbek. */
export function createI18nProvider(initialLanguage?: string | null): I18nProvider {
  return polyglotI18nProvider(
    (locale) => catalogues[resolveLanguage(locale)],
    resolveLanguage(initialLanguage),
    LOCALES,
  );
}
