import type { TranslationMessages } from 'ra-core';
import { catalogue as uz } from './catalogue/uz';
import type { Language } from '../core/i18n/languages';

/** Uzbek, the default, comes with the first screen; the others are fetched when chosen. */
const loaders: Record<Language, () => Promise<TranslationMessages>> = {
  uz: () => Promise.resolve(uz),
  en: () => import('./catalogue/en').then((m) => m.catalogue),
  cn: () => import('./catalogue/cn').then((m) => m.catalogue),
};

const loaded = new Map<Language, TranslationMessages>([['uz', uz]]);
const loading = new Map<Language, Promise<TranslationMessages>>();

/** A catalogue already at hand, without waiting. */
export const loadedCatalogue = (language: Language): TranslationMessages | undefined =>
  loaded.get(language);

/** A language's catalogue, fetched once. */
export function loadCatalogue(language: Language): Promise<TranslationMessages> {
  let promise = loading.get(language);
  if (!promise) {
    promise = loaders[language]().then((catalogue) => {
      loaded.set(language, catalogue);
      return catalogue;
    });
    // A failed fetch (network) may be retried by choosing the language again.
    promise.catch(() => loading.delete(language));
    loading.set(language, promise);
  }
  return promise;
}
