import { translatorsOver } from '../core/i18n';
import { catalogues } from './catalogues';

export type { Translate, TranslateArgs } from '../core/i18n';

/**
 * A translate function for one language over the UI's whole catalogue (react-admin's messages
 * too), worded as the polyglot provider does. The demo API uses src/core/i18n's.
 */
export const createTranslator = translatorsOver(catalogues);
