import type { Locator, Page } from 'playwright-core';
import { uz } from '../../src/core/i18n/app/uz';
import type { LayoutMode, LayoutSwitch } from '../../src/layout/settings/layoutSettings';
import { MENU } from './appScreen';

/** The shell's texts as the user reads them (the app opens in Uzbek). */
export const SHELL = uz.shell;

const LAYOUT_NAMES: Record<LayoutMode, string> = {
  left: SHELL.settings.layouts.left,
  top: SHELL.settings.layouts.top,
  'left-top': SHELL.settings.layouts.leftTop,
};

export const header = (page: Page): Locator => page.locator('header.MuiAppBar-root');
export const sideMenu = (page: Page): Locator => page.locator(MENU);
export const settingsDrawer = (page: Page): Locator =>
  page.getByRole('dialog', { name: SHELL.settings.title });

/** Opens the settings drawer from the header's button. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: SHELL.header.settings }).click();
  const drawer = settingsDrawer(page);
  await drawer.waitFor();
  return drawer;
}

export async function closeSettings(page: Page): Promise<void> {
  const drawer = settingsDrawer(page);
  await drawer.getByRole('button', { name: SHELL.settings.close }).click();
  await drawer.waitFor({ state: 'hidden' });
}

/** The switch of a setting in the open drawer, found by its label. */
export const settingSwitch = (page: Page, key: LayoutSwitch): Locator =>
  settingsDrawer(page).getByRole('switch', { name: SHELL.settings[key], exact: true });

/** The layout mode button in the open drawer. */
export const layoutButton = (page: Page, mode: LayoutMode): Locator =>
  settingsDrawer(page).getByRole('button', { name: LAYOUT_NAMES[mode], exact: true });

/** Picks a layout mode through the drawer, as a user does, and closes the drawer. */
export async function chooseLayout(page: Page, mode: LayoutMode): Promise<void> {
  await openSettings(page);
  await layoutButton(page, mode).click();
  await closeSettings(page);
}

/** Where an element is on screen; fails when it is not shown. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error(`not on screen: ${locator.toString()}`);
  return box;
}

/** What localStorage holds under `key` (null when absent). */
export const stored = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((name) => localStorage.getItem(name), key);
