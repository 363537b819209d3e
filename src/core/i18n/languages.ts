import type { Language } from '../registry/types';

export type { Language };

export const LANGUAGES = ['uz', 'en', 'cn'] as const satisfies readonly Language[];

export const DEFAULT_LANGUAGE: Language = 'uz';

/** Each language's own name for itself, shown in the language switcher whatever the UI language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  uz: 'Oʻzbekcha',
  en: 'English',
  cn: '中文',
};

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A stored preference or an Accept-Language header value as one of ours, else the default. */
export function resolveLanguage(value: string | null | undefined): Language {
  const candidate = value?.trim().toLowerCase();
  return isLanguage(candidate) ? candidate : DEFAULT_LANGUAGE;
}
