// The UI's catalogues (with react-admin's messages); the shared parts live in src/core/i18n.
export { catalogues } from './catalogues';
export { createTranslator, type Translate, type TranslateArgs } from './uiTranslator';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  resolveLanguage,
  type Language,
} from '../core/i18n/languages';
