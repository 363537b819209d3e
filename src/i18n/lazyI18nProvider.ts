import type { I18nProvider } from 'ra-core';
import { DEFAULT_LANGUAGE, resolveLanguage } from '../core/i18n/languages';
import { loadCatalogue, loadedCatalogue } from './loadCatalogue';
import { polyglotProvider } from './polyglotProvider';

/**
 * The app's i18nProvider: only Uzbek comes with the first screen, another language is fetched
 * when chosen. A user whose stored choice is another language starts in Uzbek on paper:
 * react-admin sees the stored locale differ, holds the first render and switches, so nothing
 * shows in the wrong language (ra-core's I18nContextProvider).
 */
export function createLazyI18nProvider(preferredLanguage?: string | null): I18nProvider {
  const preferred = resolveLanguage(preferredLanguage);
  // Fetching starts now, not when react-admin first renders.
  void loadCatalogue(preferred);
  return polyglotProvider(
    (language) => loadedCatalogue(language) ?? loadCatalogue(language),
    loadedCatalogue(preferred) ? preferred : DEFAULT_LANGUAGE,
  );
}
