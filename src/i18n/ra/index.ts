import type { TranslationMessages } from 'ra-core';
import en from 'ra-language-english';
import type { Language } from '../../core/i18n/languages';
import cn from './cn';
import uz from './uz';

/** react-admin's own messages: English from its package, Uzbek and Chinese written here. */
export const raMessages: Record<Language, TranslationMessages> = { uz, en, cn };
