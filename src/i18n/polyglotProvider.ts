import type { I18nProvider, Locale, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { LANGUAGE_NAMES, LANGUAGES, resolveLanguage, type Language } from '../core/i18n/languages';

const LOCALES: Locale[] = LANGUAGES.map((locale) => ({
  locale,
  name: LANGUAGE_NAMES[locale],
}));

/** A language's messages: at once, or once fetched (never for the initial language). */
export type MessagesOf = (language: Language) => TranslationMessages | Promise<TranslationMessages>;

/** react-admin's polyglot provider over our languages; an unknown language reads as Uzbek. */
export const polyglotProvider = (messagesOf: MessagesOf, initialLanguage: Language): I18nProvider =>
  polyglotI18nProvider((locale) => messagesOf(resolveLanguage(locale)), initialLanguage, LOCALES);
