/**
 * One preference kept in localStorage under its own key (SPEC 9), readable from React inside or
 * outside react-admin (useSyncExternalStore) and kept in step across the browser's tabs.
 */
import { useSyncExternalStore } from 'react';

export interface PersistedValue<T> {
  /** The stored value, decoded; the same object until the stored text changes. */
  get(): T;
  /** Stores `next`; `undefined` removes the key, so `get` gives the decoded default again. */
  set(next: T | undefined): void;
  subscribe(listener: () => void): () => void;
}

// Storage can be missing (Node, unit tests) or refuse access (some private modes): the app then
// works with defaults rather than failing.
function readRaw(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, raw: string | undefined): void {
  try {
    if (raw === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, raw);
  } catch {
    // Not kept: the change still applies to this page, through the listeners.
  }
}

/** `decode` turns the stored text (null when absent) into a value; it must accept anything. */
export function persistedValue<T>(
  key: string,
  decode: (raw: string | null) => T,
  encode: (value: T) => string,
): PersistedValue<T> {
  const listeners = new Set<() => void>();
  // Set when storage refuses a write, so this page still sees the change.
  let unsaved: { raw: string | null } | undefined;
  let cached: { raw: string | null; value: T } | undefined;
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };
  return {
    get() {
      const raw = unsaved?.raw ?? readRaw(key);
      if (cached === undefined || cached.raw !== raw) cached = { raw, value: decode(raw) };
      return cached.value;
    },
    set(next) {
      const raw = next === undefined ? undefined : encode(next);
      writeRaw(key, raw);
      unsaved = readRaw(key) === (raw ?? null) ? undefined : { raw: raw ?? null };
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

/** The value as React state: the component renders again whenever it changes, in any tab. */
export function usePersistedValue<T>(value: PersistedValue<T>): T {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}
