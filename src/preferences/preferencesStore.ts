import { localStorageStore, type Store } from 'react-admin';
import { resolveLanguage, type Language } from '../core/i18n/languages';
import { ADMIN_NAME } from '../config/adminConfig';
import { PERSISTED_KEYS } from './persistedKeys';
import { persistedValue, type PersistedValue } from './persistedValue';

/**
 * The UI language, as react-admin's `locale` (SPEC 9: `<admin>-language`, e.g. `uz`); the default
 * language when none is kept, so that react-admin sees the language it starts in and draws the
 * first screen at once instead of a render later (ra-core's I18nContextProvider).
 */
export const languagePreference = persistedValue<Language>(
  PERSISTED_KEYS.language,
  resolveLanguage,
  String,
);

/** Whether the sidebar is expanded or an icon rail (SPEC 9: `<admin>-sidebar-status`). */
export const sidebarPreference = persistedValue<boolean | undefined>(
  PERSISTED_KEYS.sidebarStatus,
  (raw) => (raw === 'opened' ? true : raw === 'closed' ? false : undefined),
  (open) => (open ? 'opened' : 'closed'),
);

/**
 * react-admin keys that are a person's preferences: kept under the spec's own key names, outside
 * react-admin's namespace, so the store reset of a logout leaves them as they are.
 */
const PREFERENCES: Readonly<Record<string, PersistedValue<unknown>>> = {
  locale: languagePreference,
  'sidebar.open': sidebarPreference,
};

function withPreferences(store: Store): Store {
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const preference = PREFERENCES[key];
      if (preference === undefined) return store.getItem(key, defaultValue);
      // The caller names the type of the key it reads, as with react-admin's own store.
      return (preference.get() as T | undefined) ?? defaultValue;
    },
    setItem<T>(key: string, value: T): void {
      const preference = PREFERENCES[key];
      if (preference === undefined) store.setItem(key, value);
      else preference.set(value);
    },
    removeItem(key: string): void {
      const preference = PREFERENCES[key];
      if (preference === undefined) store.removeItem(key);
      else preference.set(undefined);
    },
    subscribe(key: string, callback: (value: unknown) => void): () => void {
      const preference = PREFERENCES[key];
      if (preference === undefined) return store.subscribe(key, callback);
      return preference.subscribe(() => callback(preference.get()));
    },
  };
}

/** react-admin's persisted state (list settings...) under the admin's name, plus the preferences. */
export const store = withPreferences(localStorageStore(undefined, ADMIN_NAME));
