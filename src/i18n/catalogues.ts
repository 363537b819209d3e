import type { TranslationMessages } from 'ra-core';
import { catalogue as cn } from './catalogue/cn';
import { catalogue as en } from './catalogue/en';
import { catalogue as uz } from './catalogue/uz';
import type { Language } from '../core/i18n/languages';

/**
 * Every language's catalogue at once, for the demo API and the search index. The app's first
 * screen loads only the language it shows (loadCatalogue.ts).
 */
export const catalogues: Record<Language, TranslationMessages> = { uz, en, cn };
