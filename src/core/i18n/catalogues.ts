import { registryMessages } from '../generated/i18n';
import { appMessages } from './app';
import type { Language } from './languages';
import { mergeMessages, type MessageTree } from './mergeMessages';

/**
 * Every language's own messages at once (the app's and the registry's), for the demo API. The
 * UI adds react-admin's messages on top (src/i18n/catalogue/).
 */
export const catalogues: Record<Language, MessageTree> = {
  uz: mergeMessages<MessageTree>(appMessages.uz, registryMessages.uz),
  en: mergeMessages<MessageTree>(appMessages.en, registryMessages.en),
  cn: mergeMessages<MessageTree>(appMessages.cn, registryMessages.cn),
};
