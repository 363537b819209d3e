import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { resolveLanguage, type Language } from '../../core/i18n/languages';

/** BCP 47 tags of the UI languages (`cn` is not one). */
const LANGUAGE_TAGS: Record<Language, string> = { uz: 'uz', en: 'en', cn: 'zh' };

/** Keeps `<html lang>` on the UI language, for screen readers, hyphenation and fonts. */
export function useDocumentLanguage(): void {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[resolveLanguage(locale)];
  }, [locale]);
}
