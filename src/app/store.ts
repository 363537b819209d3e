import { localStorageStore, type Store } from 'react-admin';
import { ADMIN_NAME } from './config';

/** A person's preferences, which outlive a logout (react-admin's logout resets its store). */
const PREFERENCES = ['locale', 'theme'];

function keepingPreferences(store: Store): Store {
  return {
    ...store,
    reset() {
      const kept = PREFERENCES.map((key) => [key, store.getItem(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
}

/** react-admin's persisted state (language, list settings), kept under the admin's name. */
export const store = keepingPreferences(localStorageStore(undefined, ADMIN_NAME));
