import { polyglotTranslator, type Translate } from '../core/i18n';
import type { Language } from '../core/i18n/languages';
import { catalogues } from './catalogues';

export type { Translate, TranslateArgs } from '../core/i18n';

const translators = new Map<Language, Translate>();

/**
 * A translate function for one language over the UI's whole catalogue (react-admin's messages
 * too), worded as the polyglot provider does. The demo API uses src/core/i18n's.
 */
export function createTranslator(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = polyglotTranslator(language, catalogues[language]);
    translators.set(language, translate);
  }
  return translate;
}
