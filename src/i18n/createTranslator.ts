import Polyglot from 'node-polyglot';
import { catalogues } from './catalogues';
import type { Language } from './languages';

/** Interpolation values (`%{name}`), `smart_count` for plural forms, `_` for a default text. */
export type TranslateArgs = Record<string, unknown>;
export type Translate = (key: string, args?: TranslateArgs) => string;

const translators = new Map<Language, Translate>();

/**
 * A translate function for one language, phrased exactly as react-admin's polyglot provider
 * does it (same phrases, same options), so the demo API and the UI word things the same way.
 */
export function createTranslator(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const polyglot = new Polyglot({
      locale: language,
      phrases: { '': '', ...catalogues[language] },
    });
    translate = (key, args = {}) => polyglot.t(key, args);
    translators.set(language, translate);
  }
  return translate;
}
