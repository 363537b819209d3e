/**
 * The chosen theme (SPEC 1: normal, dark, and the blue one named too), kept under
 * `<admin>-theme-name` outside react-admin's store, so it survives a logout.
 */
import { PERSISTED_KEYS } from '../preferences/persistedKeys';
import { persistedValue, usePersistedValue } from '../preferences/persistedValue';

export const THEME_NAMES = ['normal', 'dark', 'blue'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME_NAME: ThemeName = 'normal';

const isThemeName = (value: unknown): value is ThemeName =>
  (THEME_NAMES as readonly unknown[]).includes(value);

const themeName = persistedValue<ThemeName>(
  PERSISTED_KEYS.themeName,
  (raw) => (isThemeName(raw) ? raw : DEFAULT_THEME_NAME),
  String,
);

export const setThemeName = (next: ThemeName): void => themeName.set(next);

/** Usable outside <Admin> too: App reads it to give react-admin its theme. */
export function useThemeName(): [ThemeName, (next: ThemeName) => void] {
  return [usePersistedValue(themeName), setThemeName];
}
