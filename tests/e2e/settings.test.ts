import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from 'ra-language-english';
import { PERSISTED_KEYS } from '../../src/preferences/persistedKeys';
import { formatTashkentDate } from '../../src/format/dateTime';
import { cn } from '../../src/core/i18n/app/cn';
import { en as enApp } from '../../src/core/i18n/app/en';
import raUz from '../../src/i18n/ra/uz';
import { WATERMARK_ATTRIBUTE } from '../../src/layout/display/watermarkElement';
import { SHELL_TEST_IDS } from '../../src/layout/testIds';
import {
  DEFAULT_LAYOUT_SETTINGS,
  type LayoutSettings,
  type LayoutSwitch,
} from '../../src/layout/settings/layoutSettings';
import { settledScreen } from './appScreen';
import type { DemoServer } from './demoServer';
import { openDemoPage, type DemoPage } from './demoPage';
import {
  SHELL,
  closeSettings,
  header,
  layoutButton,
  openSettings,
  settingSwitch,
  sideMenu,
  stored,
} from './layoutShell';
import { apiGet, apiToken, submitLogin } from './login';

let server: DemoServer;
let demo: DemoPage;
let page: Page;
/** The signed-in user's name, as the watermark writes it. */
let userName: string;

beforeAll(async () => {
  demo = await openDemoPage();
  ({ server, page } = demo);
  // Short enough for the dashboard to scroll, so a fixed header can be told from a static one.
  await page.setViewportSize({ width: 1400, height: 600 });
  const token = await apiToken(server.url, 'root');
  userName = (await apiGet<{ name: string }>(server.url, token, 'user/info')).name;
  await page.goto(`${server.url}/login`);
  await submitLogin(page, 'root');
  await page.waitForURL((url) => url.pathname !== '/login');
});
afterAll(() => demo?.close());

const SWITCHES = (Object.keys(DEFAULT_LAYOUT_SETTINGS) as (keyof LayoutSettings)[]).filter(
  (key): key is LayoutSwitch => key !== 'layout',
);
type Switches = Record<LayoutSwitch, boolean>;
const WATERMARK = `[${WATERMARK_ATTRIBUTE}]`;
const DEFAULT_SWITCHES = Object.fromEntries(
  SWITCHES.map((key) => [key, DEFAULT_LAYOUT_SETTINGS[key]]),
) as Switches;
const FLIPPED_SWITCHES = Object.fromEntries(
  SWITCHES.map((key) => [key, !DEFAULT_LAYOUT_SETTINGS[key]]),
) as Switches;

/** The dashboard, settled, with the layout settings as stored now. */
async function openDashboard() {
  await page.goto(`${server.url}/dashboard`);
  expect(await settledScreen(page)).toBe('page');
}

/** The root element's CSS filter: grey mode and colour weakness. */
const rootFilter = () => page.evaluate(() => document.documentElement.style.filter);

/**
 * What the page shows of each setting. Tag caching keeps pages alive behind the tabs (the tags
 * view's own tests show that); here it is read from the drawer, which says what is kept.
 */
async function shown(): Promise<Switches> {
  const count = (selector: string) => page.locator(selector).count();
  const button = (name: string) => header(page).getByRole('button', { name, exact: true }).count();
  await page.evaluate(() => window.scrollTo(0, 300));
  const headerTop = (await header(page).boundingBox())?.y;
  await page.evaluate(() => window.scrollTo(0, 0));
  const filter = await rootFilter();
  await openSettings(page);
  const tagCaching = await settingSwitch(page, 'tagCaching').isChecked();
  await closeSettings(page);
  return {
    tagsView: (await page.getByTestId(SHELL_TEST_IDS.tagsStrip).count()) === 1,
    tagCaching,
    fixedHeader: headerTop === 0,
    footer: /^© \d{4} Baraka Admin$/.test(
      (await page.locator('footer').allInnerTexts()).join('').trim(),
    ),
    logo: (await page.getByRole('link', { name: 'Baraka Admin', exact: true }).count()) === 1,
    notifications: (await page.getByTestId(SHELL_TEST_IDS.notifications).count()) === 1,
    themeSwitch: (await button(SHELL.header.theme)) === 1,
    fullscreen: (await button(SHELL.header.fullscreen)) === 1,
    searchMenu: (await page.getByTestId(SHELL_TEST_IDS.search).count()) === 1,
    watermark: (await count(WATERMARK)) === 1,
    greyMode: filter.includes('grayscale(1)'),
    colourWeakness: filter.includes('invert(0.8)'),
  };
}

/** The switches as the drawer shows them. */
async function drawerSwitches(): Promise<Switches> {
  await openSettings(page);
  const entries = [];
  for (const key of SWITCHES) entries.push([key, await settingSwitch(page, key).isChecked()]);
  await closeSettings(page);
  return Object.fromEntries(entries) as Switches;
}

async function logOut(userMenu = raUz.ra.auth.user_menu, logout = raUz.ra.auth.logout) {
  await page.getByRole('button', { name: userMenu }).click();
  await page.getByRole('menuitem', { name: logout }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

async function logIn() {
  await submitLogin(page, 'root');
  await page.waitForURL((url) => url.pathname !== '/login');
  await settledScreen(page);
}

/** A header menu's choice (language, theme). */
async function chooseInHeader(menu: string, choice: string) {
  await header(page).getByRole('button', { name: menu }).click();
  await page.getByRole('menuitemradio', { name: choice }).click();
}

/** A choice of the login page's language or theme list. */
async function chooseOnLoginPage(list: string, choice: string) {
  await page.getByRole('combobox', { name: list }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
}

/** Whether the page's background is dark (the dark theme's), from its colour. */
const darkPage = () =>
  page.evaluate(() => {
    const [red, green, blue] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!;
    return Number(red) + Number(green) + Number(blue) < 3 * 80;
  });
const headerColour = () =>
  header(page).evaluate((element) => getComputedStyle(element).backgroundColor);

describe('layout settings in real Chromium', () => {
  it('start at the SPEC 9 defaults, in the drawer and on the page', async () => {
    await openDashboard();
    expect(await drawerSwitches()).toEqual(DEFAULT_SWITCHES);
    await openSettings(page);
    expect(await layoutButton(page, 'left').getAttribute('aria-pressed')).toBe('true');
    await closeSettings(page);
    expect(await shown()).toEqual(DEFAULT_SWITCHES);
  });

  it('every setting changes what it says at once, and survives a reload', async () => {
    await openSettings(page);
    for (const key of SWITCHES) {
      await settingSwitch(page, key).click();
      expect(await settingSwitch(page, key).isChecked()).toBe(FLIPPED_SWITCHES[key]);
    }
    await closeSettings(page);
    expect(await shown()).toEqual(FLIPPED_SWITCHES);
    // Grey mode and colour weakness at once: both filters apply.
    expect(await rootFilter()).toBe('grayscale(1) invert(0.8)');
    expect(JSON.parse((await stored(page, PERSISTED_KEYS.layoutConfig)) ?? '{}')).toEqual({
      layout: 'left',
      ...FLIPPED_SWITCHES,
    });

    await openDashboard();
    expect(await shown()).toEqual(FLIPPED_SWITCHES);
    expect(await drawerSwitches()).toEqual(FLIPPED_SWITCHES);
  });

  it('Reset to defaults asks first; confirmed, every setting is back to its default', async () => {
    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: SHELL.settings.reset }).click();
    const confirm = page.getByRole('dialog', { name: SHELL.settings.resetTitle });
    await confirm.getByRole('button', { name: raUz.ra.action.cancel }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await settingSwitch(page, 'greyMode').isChecked()).toBe(true);

    await drawer.getByRole('button', { name: SHELL.settings.reset }).click();
    await confirm.getByRole('button', { name: SHELL.settings.reset }).click();
    await confirm.waitFor({ state: 'hidden' });
    for (const key of SWITCHES) {
      expect(await settingSwitch(page, key).isChecked()).toBe(DEFAULT_SWITCHES[key]);
    }
    await closeSettings(page);
    expect(await shown()).toEqual(DEFAULT_SWITCHES);
    expect(await stored(page, PERSISTED_KEYS.layoutConfig)).toBeNull();
  });

  it("the watermark shows the user's name and today's date, and comes back when removed or hidden", async () => {
    await openSettings(page);
    await settingSwitch(page, 'watermark').click();
    await closeSettings(page);
    const today = formatTashkentDate(new Date().toISOString(), false, 'uz');
    const watermark = page.locator(WATERMARK);
    expect(await watermark.getAttribute(WATERMARK_ATTRIBUTE)).toBe(`${userName} ${today}`);
    // The text is drawn in the tiles of its background.
    const tile = await watermark.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(decodeURIComponent(tile.slice(tile.indexOf(',') + 1))).toContain(`${userName} ${today}`);

    await page.evaluate((selector) => document.querySelector(selector)?.remove(), WATERMARK);
    expect(await watermark.count()).toBe(1);
    await page.evaluate((selector) => {
      const element = document.querySelector<HTMLElement>(selector)!;
      element.style.display = 'none';
      element.setAttribute('hidden', '');
    }, WATERMARK);
    expect(await watermark.evaluate((element) => getComputedStyle(element).display)).toBe('block');
    expect(await watermark.getAttribute('hidden')).toBeNull();
    // Clicks go through it to the page.
    expect(await watermark.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe(
      'none',
    );

    await openSettings(page);
    await settingSwitch(page, 'watermark').click();
    await closeSettings(page);
    expect(await watermark.count()).toBe(0);
  });

  it('the fullscreen button enters and leaves full screen', async () => {
    const isFullscreen = () => page.evaluate(() => document.fullscreenElement !== null);
    await header(page).getByRole('button', { name: SHELL.header.fullscreen, exact: true }).click();
    await expect.poll(isFullscreen).toBe(true);
    await header(page).getByRole('button', { name: SHELL.header.exitFullscreen }).click();
    await expect.poll(isFullscreen).toBe(false);
  });

  it('enlarging hides the header and the sidebar, keeps the tabs; Esc or the button brings them back', async () => {
    await openSettings(page);
    await settingSwitch(page, 'tagsView').click();
    await closeSettings(page);
    const exit = page.getByRole('button', { name: SHELL.header.exitEnlarge });

    for (const leave of [() => page.keyboard.press('Escape'), () => exit.click()]) {
      await header(page).getByRole('button', { name: SHELL.header.enlarge }).click();
      await header(page).waitFor({ state: 'hidden' });
      expect(await sideMenu(page).count()).toBe(0);
      expect(await page.getByTestId(SHELL_TEST_IDS.tagsStrip).isVisible()).toBe(true);
      await leave();
      await header(page).waitFor();
      await sideMenu(page).waitFor();
      expect(await exit.count()).toBe(0);
    }
    await openSettings(page);
    await settingSwitch(page, 'tagsView').click();
    await closeSettings(page);
  });

  it('the theme chosen in the header applies at once and outlives a reload and a logout; the login page shows and changes it', async () => {
    await chooseInHeader(SHELL.header.theme, SHELL.themes.dark);
    expect(await darkPage()).toBe(true);
    expect(await stored(page, PERSISTED_KEYS.themeName)).toBe('dark');
    await openDashboard();
    expect(await darkPage()).toBe(true);

    await logOut();
    expect(await darkPage()).toBe(true);
    expect(await page.getByRole('combobox', { name: SHELL.header.theme }).innerText()).toBe(
      SHELL.themes.dark,
    );
    await chooseOnLoginPage(SHELL.header.theme, SHELL.themes.blue);
    expect(await stored(page, PERSISTED_KEYS.themeName)).toBe('blue');
    await page.reload();
    expect(await page.getByRole('combobox', { name: SHELL.header.theme }).innerText()).toBe(
      SHELL.themes.blue,
    );
    await logIn();
    expect(await headerColour()).toBe('rgb(21, 101, 192)');

    await chooseInHeader(SHELL.header.theme, SHELL.themes.normal);
    expect(await headerColour()).toBe('rgb(255, 255, 255)');
    expect(await darkPage()).toBe(false);
    expect(await stored(page, PERSISTED_KEYS.themeName)).toBe('normal');
  });

  it('the language chosen in the header is kept across a reload and a logout; the login page changes it too', async () => {
    const settingsButton = (name: string) => header(page).getByRole('button', { name });
    await chooseInHeader(SHELL.header.language, 'English');
    await settingsButton(enApp.shell.header.settings).waitFor();
    expect(await stored(page, PERSISTED_KEYS.language)).toBe('en');
    await openDashboard();
    await settingsButton(enApp.shell.header.settings).waitFor();

    await logOut(en.ra.auth.user_menu, en.ra.auth.logout);
    await page.getByRole('button', { name: enApp.auth.signIn }).waitFor();
    await chooseOnLoginPage(enApp.language.label, '中文');
    await page.getByRole('button', { name: cn.auth.signIn }).waitFor();
    expect(await stored(page, PERSISTED_KEYS.language)).toBe('cn');
    await logIn();
    await settingsButton(cn.shell.header.settings).waitFor();

    await chooseInHeader(cn.shell.header.language, 'Oʻzbekcha');
    await settingsButton(SHELL.header.settings).waitFor();
    expect(await stored(page, PERSISTED_KEYS.language)).toBe('uz');
  });

  it('keeps exactly the SPEC 9 keys under the admin name; a logout keeps the preferences', async () => {
    await chooseInHeader(SHELL.header.theme, SHELL.themes.blue);
    await page.getByRole('button', { name: SHELL.menu.collapse }).click();
    await openSettings(page);
    await layoutButton(page, 'left-top').click();
    await closeSettings(page);

    const cookie = (await demo.context.cookies()).find((c) => c.name === 'baraka-admin-token');
    expect(cookie?.path).toBe('/');
    const preferences = () =>
      page.evaluate(() =>
        Object.fromEntries(
          Object.keys(localStorage)
            .filter((key) => key.startsWith('baraka-admin-'))
            .map((key) => [key, localStorage.getItem(key)]),
        ),
      );
    const before = await preferences();
    expect(before).toMatchObject({
      'baraka-admin-layout-config': JSON.stringify({
        ...DEFAULT_LAYOUT_SETTINGS,
        layout: 'left-top',
      }),
      'baraka-admin-sidebar-status': 'closed',
      'baraka-admin-theme-name': 'blue',
      'baraka-admin-language': 'uz',
    });
    const spec9 = Object.values(PERSISTED_KEYS).filter((key) => key !== PERSISTED_KEYS.token);
    for (const key of Object.keys(before)) expect(spec9).toContain(key);
    // react-admin's own store no longer holds the language, the theme or the sidebar.
    const raKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('RaStore')),
    );
    expect(raKeys.filter((key) => /\.(locale|theme|sidebar\.open)$/.test(key))).toEqual([]);

    await logOut();
    expect((await demo.context.cookies()).map((c) => c.name)).not.toContain('baraka-admin-token');
    expect(await preferences()).toEqual(before);
    await logIn();
    expect(await headerColour()).toBe('rgb(21, 101, 192)');
    expect((await sideMenu(page).boundingBox())?.width).toBeLessThan(80);
  });
});
