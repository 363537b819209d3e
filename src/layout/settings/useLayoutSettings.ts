/**
 * The layout settings as React state, kept in localStorage under `<admin>-layout-config` and
 * shared by every component (and every tab of the browser) that reads them.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { PERSISTED_KEYS } from '../../app/persistedKeys';
import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from './layoutSettings';

const KEY = PERSISTED_KEYS.layoutConfig;
const listeners = new Set<() => void>();
let cached: { raw: string | null; settings: LayoutSettings } | undefined;

function read(): LayoutSettings {
  const raw = localStorage.getItem(KEY);
  if (cached?.raw === raw) return cached.settings;
  let stored: Partial<LayoutSettings> = {};
  try {
    stored = raw ? (JSON.parse(raw) as Partial<LayoutSettings>) : {};
  } catch {
    // A hand-edited or corrupt value falls back to the defaults rather than breaking the shell.
  }
  cached = { raw, settings: { ...DEFAULT_LAYOUT_SETTINGS, ...stored } };
  return cached.settings;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function writeLayoutSettings(next: LayoutSettings | undefined): void {
  if (next) localStorage.setItem(KEY, JSON.stringify(next));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function useLayoutSettings(): [
  LayoutSettings,
  (change: Partial<LayoutSettings>) => void,
  () => void,
] {
  const settings = useSyncExternalStore(subscribe, read, () => DEFAULT_LAYOUT_SETTINGS);
  const update = useCallback(
    (change: Partial<LayoutSettings>) => writeLayoutSettings({ ...read(), ...change }),
    [],
  );
  const reset = useCallback(() => writeLayoutSettings(undefined), []);
  return [settings, update, reset];
}
