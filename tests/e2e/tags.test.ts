/**
 * The tags view in real Chromium (issue 4): visiting pages opens tabs after the fixed dashboard
 * tab; the cross, the middle button and the context menu close them; the strip keeps the tab on
 * screen in view; with tag caching (on by default) a tab keeps its half-filled form, its list
 * filter and its scroll position while other tabs are shown, "refresh" and closing drop that
 * state; the tabs and their titles come back after a reload.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSISTED_KEYS } from '../../src/preferences/persistedKeys';
import { uz } from '../../src/core/i18n/app/uz';
import { SHELL_TEST_IDS } from '../../src/layout/testIds';
import { DEFAULT_LAYOUT_SETTINGS } from '../../src/layout/settings/layoutSettings';
import { openDemoPage, type DemoPage } from './demoPage';
import { logIn } from './login';

let demo: DemoPage;
let page: Page;
/** Every dialog the page opened (an "unsaved changes" confirm would be one). */
const dialogs: string[] = [];

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.goto(`${demo.server.url}/login`);
  await page.evaluate(([key, settings]) => localStorage.setItem(key, settings), [
    PERSISTED_KEYS.layoutConfig,
    JSON.stringify({ ...DEFAULT_LAYOUT_SETTINGS, tagsView: true }),
  ] as const);
  await logIn(page, demo.server.url, 'root');
});
afterAll(() => demo?.close());

/** What the user reads: the app opens in Uzbek. */
const TEXT = uz.tags;
const DASHBOARD = '/dashboard';
const WAYBILLS = '/oms/waybill';
const USERS = '/system/user';
const USER_CREATE = '/system/user/create';
const FEEDBACK = '/feedback';
const EXPENSES = '/dailyExpenses';

const strip = () => page.getByRole('navigation', { name: TEXT.label });
const tab = (path: string) => strip().locator(`[data-tab="${path}"]`);
const tabLink = (path: string) => tab(path).getByRole('link');
const tabPaths = () =>
  strip()
    .locator('[data-tab]')
    .evaluateAll((tabs) => tabs.map((element) => element.getAttribute('data-tab')));
const activeTabPath = () =>
  strip()
    .locator('[aria-current="page"]')
    .evaluate((link) => link.parentElement?.dataset.tab);
/** The page content of one tab (a kept-alive page stays in the DOM while hidden). */
const pane = (path: string) => page.locator(`[data-tab-pane="${path}"]`);
const at = (path: string) => page.waitForURL((url) => url.pathname === path);
/** For what follows a navigation: a page's code and data may take a while on a busy machine. */
const SETTLED = { timeout: 20_000 };

async function openFromMenu(path: string) {
  await page.getByTestId(SHELL_TEST_IDS.sideMenu).locator(`a[href="${path}"]`).click();
  await at(path);
  await expect.poll(activeTabPath, SETTLED).toBe(path);
}

async function showTab(path: string) {
  await tabLink(path).click();
  await at(path);
  await expect.poll(activeTabPath, SETTLED).toBe(path);
}

async function fromTabMenu(path: string, item: string) {
  await tabLink(path).click({ button: 'right' });
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
}

async function closeAllTabs() {
  if ((await tabPaths()).length > 1) await fromTabMenu(DASHBOARD, TEXT.menu.all);
  await expect.poll(tabPaths, SETTLED).toEqual([DASHBOARD]);
}

/** The users' create form, opened with the create button of the users' list on screen. */
async function openUserForm(): Promise<Locator> {
  await pane(USERS).locator(`a[href="${USER_CREATE}"]`).click();
  await at(USER_CREATE);
  const login = pane(USER_CREATE).locator('input[name="username"]');
  await login.waitFor();
  return login;
}

/** Whether `inner` lies horizontally within what `outer` shows. */
async function horizontallyInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  return a !== null && b !== null && a.x >= b.x && a.x + a.width <= b.x + b.width;
}

describe('tabs open, close and keep state as described', () => {
  it('opens a tab per page visited, after the fixed dashboard tab, once per page', async () => {
    await at(DASHBOARD);
    await expect.poll(tabPaths, SETTLED).toEqual([DASHBOARD]);
    await openFromMenu(WAYBILLS);
    await openFromMenu(USERS);
    await openFromMenu(WAYBILLS);
    expect(await tabPaths()).toEqual([DASHBOARD, WAYBILLS, USERS]);
    expect(await activeTabPath()).toBe(WAYBILLS);
  });

  it('does not close the dashboard tab', async () => {
    expect(await tab(DASHBOARD).getByRole('button').count()).toBe(0);
    await tabLink(DASHBOARD).click({ button: 'middle' });
    await tabLink(DASHBOARD).click({ button: 'right' });
    const close = page.getByRole('menuitem', { name: TEXT.menu.close, exact: true });
    expect(await close.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await tabPaths()).toEqual([DASHBOARD, WAYBILLS, USERS]);
  });

  it('closes a tab with its cross and with the middle button; the neighbour takes over', async () => {
    const browserTabs = demo.context.pages().length;
    await openFromMenu(FEEDBACK);
    const closeWaybills = tab(WAYBILLS).getByRole('button');
    expect(await closeWaybills.getAttribute('aria-label')).toContain(
      (await tabLink(WAYBILLS).innerText()).trim(),
    );
    await closeWaybills.click();
    expect(await tabPaths()).toEqual([DASHBOARD, USERS, FEEDBACK]);
    expect(new URL(page.url()).pathname).toBe(FEEDBACK);

    // The tab on screen, last in the strip: its left neighbour opens.
    await tabLink(FEEDBACK).click({ button: 'middle' });
    await at(USERS);
    expect(await tabPaths()).toEqual([DASHBOARD, USERS]);
    // Not opened in a new browser tab either.
    expect(demo.context.pages()).toHaveLength(browserTabs);

    // The tab on screen, with a tab to its right: that one opens.
    await openFromMenu(WAYBILLS);
    await showTab(USERS);
    await tab(USERS).getByRole('button').click();
    await at(WAYBILLS);
    expect(await tabPaths()).toEqual([DASHBOARD, WAYBILLS]);
  });

  it('closes from the context menu: the tab, the others, those to its left or right, all', async () => {
    for (const path of [USERS, FEEDBACK, EXPENSES]) await openFromMenu(path);
    expect(await tabPaths()).toEqual([DASHBOARD, WAYBILLS, USERS, FEEDBACK, EXPENSES]);

    await fromTabMenu(USERS, TEXT.menu.left);
    expect(await tabPaths()).toEqual([DASHBOARD, USERS, FEEDBACK, EXPENSES]);
    expect(new URL(page.url()).pathname).toBe(EXPENSES);

    await fromTabMenu(FEEDBACK, TEXT.menu.right);
    await at(FEEDBACK);
    expect(await tabPaths()).toEqual([DASHBOARD, USERS, FEEDBACK]);

    await fromTabMenu(USERS, TEXT.menu.others);
    await at(USERS);
    expect(await tabPaths()).toEqual([DASHBOARD, USERS]);

    await openFromMenu(WAYBILLS);
    await fromTabMenu(USERS, TEXT.menu.close);
    expect(await tabPaths()).toEqual([DASHBOARD, WAYBILLS]);

    await openFromMenu(FEEDBACK);
    await fromTabMenu(WAYBILLS, TEXT.menu.all);
    await at(DASHBOARD);
    expect(await tabPaths()).toEqual([DASHBOARD]);
  });

  it('works from the keyboard: Enter opens a tab, the menu key its menu, Delete closes it', async () => {
    await openFromMenu(USERS);
    await openFromMenu(FEEDBACK);
    await tabLink(USERS).focus();
    await page.keyboard.press('Enter');
    await at(USERS);

    await tabLink(FEEDBACK).focus();
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: TEXT.menu.refresh }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    await tabLink(FEEDBACK).focus();
    await page.keyboard.press('Delete');
    await expect.poll(tabPaths, SETTLED).not.toContain(FEEDBACK);
    await closeAllTabs();
  });

  it('scrolls the strip to the tab on screen when there are more tabs than fit', async () => {
    const menuPaths = await page
      .getByTestId(SHELL_TEST_IDS.sideMenu)
      .locator('a[href]')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    const many = menuPaths.filter((path) => path !== DASHBOARD).slice(0, 18);
    for (const path of many) await openFromMenu(path);
    const last = many.at(-1)!;
    expect(await strip().evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
    expect(await horizontallyInside(tab(last), strip())).toBe(true);
    expect(await horizontallyInside(tab(DASHBOARD), strip())).toBe(false);

    await showTab(DASHBOARD);
    await expect.poll(() => horizontallyInside(tab(DASHBOARD), strip()), SETTLED).toBe(true);
    expect(await horizontallyInside(tab(last), strip())).toBe(false);

    await openFromMenu(last);
    await expect.poll(() => horizontallyInside(tab(last), strip()), SETTLED).toBe(true);
    await closeAllTabs();
  });

  it('keeps a half-filled form, a list filter and the scroll position while other tabs show', async () => {
    // A list filter, in the users' list.
    await openFromMenu(USERS);
    const search = pane(USERS).locator('input[name="q"]');
    await search.fill('admin');
    // The tab remembers where its page is once the page has taken the filter.
    await expect.poll(() => tabLink(USERS).getAttribute('href'), SETTLED).toContain('admin');
    const filteredUrl = page.url();

    // A half-filled form.
    const login = await openUserForm();
    await login.fill('half-typed');

    // A scroll position, in the waybills' list.
    await page.setViewportSize({ width: 1400, height: 500 });
    await openFromMenu(WAYBILLS);
    await pane(WAYBILLS).locator('tbody .RaDataTable-row').first().waitFor();
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(100);
    // The position is taken from the scroll event; let it arrive.
    await page.evaluate(() => new Promise(requestAnimationFrame));

    await showTab(USER_CREATE);
    expect(await login.inputValue()).toBe('half-typed');

    await showTab(USERS);
    expect(page.url()).toBe(filteredUrl);
    expect(await search.inputValue()).toBe('admin');

    await showTab(WAYBILLS);
    await expect.poll(() => page.evaluate(() => window.scrollY), SETTLED).toBe(scrolled);
    await page.setViewportSize({ width: 1400, height: 900 });

    // Leaving the dirty form for other tabs asked nothing.
    expect(dialogs).toEqual([]);
  });

  it('"refresh" gives the tab a fresh page', async () => {
    await showTab(USER_CREATE);
    const login = pane(USER_CREATE).locator('input[name="username"]');
    expect(await login.inputValue()).toBe('half-typed');
    await fromTabMenu(USER_CREATE, TEXT.menu.refresh);
    await expect.poll(() => login.inputValue(), SETTLED).toBe('');
    expect(new URL(page.url()).pathname).toBe(USER_CREATE);
  });

  it("drops a closed tab's page: opened again, the form is empty", async () => {
    const login = pane(USER_CREATE).locator('input[name="username"]');
    await login.fill('typed again');
    await tab(USER_CREATE).getByRole('button').click();
    await expect.poll(tabPaths, SETTLED).not.toContain(USER_CREATE);
    await expect.poll(() => pane(USER_CREATE).count(), SETTLED).toBe(0);

    await showTab(USERS);
    const reopened = await openUserForm();
    expect(await reopened.inputValue()).toBe('');
  });

  it("titles a waybill's tab with its tracking number", async () => {
    await openFromMenu(WAYBILLS);
    const firstRow = pane(WAYBILLS).locator('tbody .RaDataTable-row').first();
    const trackingNumber = (await firstRow.locator('td').nth(1).innerText()).trim();
    await firstRow.locator('td').nth(1).click();
    await page.waitForURL(/\/oms\/waybill\/\d+\/show$/);
    const showPath = new URL(page.url()).pathname;
    await expect.poll(() => tabLink(showPath).innerText(), SETTLED).toBe(trackingNumber);
  });

  it('comes back after a reload with the same tabs, titles and query strings', async () => {
    const hrefs = () =>
      strip()
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const before = {
      paths: await tabPaths(),
      titles: await strip().getByRole('link').allInnerTexts(),
      hrefs: await hrefs(),
    };
    expect(before.hrefs).toContain(new URL(page.url()).pathname);
    expect(before.hrefs).toContainEqual(expect.stringMatching(/^\/system\/user\?.*admin/));

    await page.reload();
    await expect.poll(activeTabPath, SETTLED).toBe(new URL(page.url()).pathname);
    expect(await tabPaths()).toEqual(before.paths);
    expect(await strip().getByRole('link').allInnerTexts()).toEqual(before.titles);
    expect(await hrefs()).toEqual(before.hrefs);

    const stored = await page.evaluate(
      ([views, cached]) => [localStorage.getItem(views), localStorage.getItem(cached)],
      [PERSISTED_KEYS.visitedViews, PERSISTED_KEYS.cachedViews] as const,
    );
    expect(JSON.parse(stored[0]!).map((view: { path: string }) => view.path)).toEqual(before.paths);
    expect(JSON.parse(stored[1]!)).toContain(new URL(page.url()).pathname);
  });
});

describe('tabs without tag caching', () => {
  it('still open, but a page shown again starts afresh', async () => {
    await page.evaluate(([key, settings]) => localStorage.setItem(key, settings), [
      PERSISTED_KEYS.layoutConfig,
      JSON.stringify({ ...DEFAULT_LAYOUT_SETTINGS, tagsView: true, tagCaching: false }),
    ] as const);
    await page.reload();
    await expect.poll(activeTabPath, SETTLED).toBe(new URL(page.url()).pathname);

    const content = page.locator('#main-content');
    await showTab(USER_CREATE);
    await content.locator('input[name="username"]').fill('not kept');
    await showTab(WAYBILLS);
    // react-admin's own warning is back: leaving the form loses it.
    expect(dialogs).toHaveLength(1);
    expect(await page.locator('[data-tab-pane]').count()).toBe(0);

    await showTab(USER_CREATE);
    await expect
      .poll(() => content.locator('input[name="username"]').inputValue(), SETTLED)
      .toBe('');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), PERSISTED_KEYS.cachedViews),
    ).toBe('[]');
  });
});
