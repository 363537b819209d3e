// Shared by the app and the demo API: nothing here may touch browser APIs, React or react-admin.
export { appMessages, type AppMessages } from './app';
export { catalogues } from './catalogues';
export {
  createTranslator,
  polyglotTranslator,
  translatorsOver,
  type Translate,
  type TranslateArgs,
} from './createTranslator';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  isLanguage,
  resolveLanguage,
  type Language,
} from './languages';
export { mergeMessages, type MessageTree } from './mergeMessages';
