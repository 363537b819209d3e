import Polyglot from 'node-polyglot';
import { catalogues } from './catalogues';
import type { Language } from './languages';

/** Interpolation values (`%{name}`), `smart_count` for plural forms, `_` for a default text. */
export type TranslateArgs = Record<string, unknown>;
export type Translate = (key: string, args?: TranslateArgs) => string;

/**
 * A translate function over a catalogue, phrased exactly as react-admin's polyglot provider
 * does it (same phrases, same options), so the demo API and the UI word things the same way.
 */
export function polyglotTranslator(language: Language, phrases: object): Translate {
  const polyglot = new Polyglot({ locale: language, phrases: { '': '', ...phrases } });
  return (key, args = {}) => polyglot.t(key, args);
}

/** One translate function per language over these catalogues, made on first use. */
export function translatorsOver(
  catalogues: Record<Language, object>,
): (language: Language) => Translate {
  const translators = new Map<Language, Translate>();
  return (language) => {
    let translate = translators.get(language);
    if (!translate) {
      translate = polyglotTranslator(language, catalogues[language]);
      translators.set(language, translate);
    }
    return translate;
  };
}

/** A translate function for one language over the app's and the registry's messages. */
export const createTranslator = translatorsOver(catalogues);
