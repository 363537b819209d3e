import type { TranslationMessages } from 'ra-core';
import { registryMessages } from '../generated/i18n';
import { appMessages } from './app';
import { LANGUAGES, type Language } from './languages';
import { mergeMessages } from './mergeMessages';
import { raMessages } from './ra';

function catalogue(language: Language): TranslationMessages {
  return mergeMessages(raMessages[language], appMessages[language], registryMessages[language]);
}

/** Everything the UI and the demo API say, per language: react-admin's, the app's, the registry's. */
export const catalogues = Object.fromEntries(
  LANGUAGES.map((language) => [language, catalogue(language)]),
) as Record<Language, TranslationMessages>;
