/**
 * The layout settings as React state, kept in localStorage under `<admin>-layout-config` and
 * shared by every component (and every tab of the browser) that reads them.
 */
import { PERSISTED_KEYS } from '../../preferences/persistedKeys';
import { persistedValue, usePersistedValue } from '../../preferences/persistedValue';
import { decodeLayoutSettings, type LayoutSettings } from './layoutSettings';

const layoutConfig = persistedValue<LayoutSettings>(
  PERSISTED_KEYS.layoutConfig,
  decodeLayoutSettings,
  (settings) => JSON.stringify(settings),
);

/** Applies `change` at once, for this tab and the others. */
export const updateLayoutSettings = (change: Partial<LayoutSettings>): void =>
  layoutConfig.set({ ...layoutConfig.get(), ...change });

/** Back to the SPEC 9 defaults: the stored value is removed. */
export const resetLayoutSettings = (): void => layoutConfig.set(undefined);

export function useLayoutSettings(): [
  LayoutSettings,
  (change: Partial<LayoutSettings>) => void,
  () => void,
] {
  return [usePersistedValue(layoutConfig), updateLayoutSettings, resetLayoutSettings];
}
