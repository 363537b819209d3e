// Shared by the app and the demo API: nothing here may touch browser APIs or React.
export { catalogues } from './catalogues';
export { createTranslator, type Translate, type TranslateArgs } from './createTranslator';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  resolveLanguage,
  type Language,
} from './languages';
