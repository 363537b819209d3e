import type { I18nProvider } from 'react-admin';
import { resolveLanguage } from '../core/i18n/languages';
import { createLazyI18nProvider } from './lazyI18nProvider';
import { setRequestLanguage } from '../dataProvider/requestLanguage';
import { store } from '../preferences/preferencesStore';

/**
 * The i18n provider of the app: starts in the language the user chose last (uz by default),
 * fetching its catalogue if it is not Uzbek, and tells the HTTP client every change, so the API
 * answers errors in the same language.
 */
function createAppI18nProvider(): I18nProvider {
  const stored = store.getItem<string>('locale');
  setRequestLanguage(resolveLanguage(stored));
  const provider = createLazyI18nProvider(stored);
  return {
    ...provider,
    changeLocale: (locale, options) => {
      setRequestLanguage(resolveLanguage(locale));
      return provider.changeLocale(locale, options);
    },
  };
}

export const i18nProvider = createAppI18nProvider();
