import type { I18nProvider } from 'ra-core';
import { catalogues } from './catalogues';
import { resolveLanguage } from '../core/i18n/languages';
import { polyglotProvider } from './polyglotProvider';

/** react-admin's i18nProvider with every language at hand; a missing or unknown one is Uzbek. */
export const createI18nProvider = (initialLanguage?: string | null): I18nProvider =>
  polyglotProvider((language) => catalogues[language], resolveLanguage(initialLanguage));
