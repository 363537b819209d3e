import type { Language } from '../core/registry/types';

/**
 * The UI language sent as `Accept-Language`, so the API answers in it. The i18n provider sets it
 * whenever the user switches language; the HTTP client only reads it.
 */
let current: Language = 'uz';

export const setRequestLanguage = (language: Language): void => {
  current = language;
};

export const getRequestLanguage = (): Language => current;
