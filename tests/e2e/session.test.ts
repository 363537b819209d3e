import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../src/core/i18n/app/uz';
import raUz from '../../src/i18n/ra/uz';
import { MENU, mainText, readMenu, settledScreen } from './appScreen';
import type { DemoServer } from './demoServer';
import { openDemoPage, type DemoPage } from './demoPage';
import { logIn, submitLogin } from './login';
import { menuOf } from './roleAccess';

let server: DemoServer;
let demo: DemoPage;
let page: Page;

beforeAll(async () => {
  demo = await openDemoPage();
  ({ server, page } = demo);
});
afterAll(() => demo?.close());

const TOKEN_COOKIE = 'baraka-admin-token';
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
const tokenCookie = async () =>
  (await demo.context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE);
const menuLink = (href: string) => page.locator(`${MENU} a[href="${href}"]`);

/** From now on, the page records every visible link to one of `hrefs`, at any moment. */
async function watchLinks(hrefs: readonly string[]) {
  await page.evaluate((watched) => {
    const seen = new Set<string>();
    const check = () => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const path = new URL(link.href).pathname;
        if (watched.includes(path) && link.checkVisibility()) seen.add(path);
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    check();
    Object.assign(window, { seenLinks: () => [...seen] });
  }, hrefs);
}
const seenLinks = () =>
  page.evaluate(() => (window as unknown as { seenLinks(): string[] }).seenLinks());

/** From now on, the page records whether a top progress bar or an app bar spinner appeared. */
async function watchProgress() {
  await page.evaluate(() => {
    const seen = { topBar: false, appBarSpinner: false };
    const check = () => {
      for (const bar of document.querySelectorAll<HTMLElement>('[role="progressbar"]')) {
        const box = bar.getBoundingClientRect();
        if (bar.checkVisibility() && box.top <= 8 && box.height <= 8) seen.topBar = true;
      }
      for (const spinner of document.querySelectorAll<HTMLElement>(
        '.MuiAppBar-root .MuiCircularProgress-root',
      )) {
        if (spinner.checkVisibility()) seen.appBarSpinner = true;
      }
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    check();
    Object.assign(window, { seenProgress: () => seen });
  });
}
const seenProgress = () =>
  page.evaluate(() =>
    (
      window as unknown as { seenProgress(): { topBar: boolean; appBarSpinner: boolean } }
    ).seenProgress(),
  );

/**
 * Holds back the page's requests to `glob` until `release()`; `requested` settles when the first
 * one is held (or after 10 s, false: nothing was asked for).
 */
async function holdRequests(glob: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = (_: boolean) => {};
  const requested = new Promise<boolean>((resolve) => {
    asked = resolve;
    setTimeout(() => resolve(false), 10_000);
  });
  const handled: Promise<void>[] = [];
  await page.route(glob, (route) => {
    asked(true);
    // A request the page gave up on while it was held is settled already: nothing to continue.
    const handling = released.then(() => route.continue()).catch(() => undefined);
    handled.push(handling);
    return handling;
  });
  return {
    requested,
    /** Lets the held requests go, and stops holding new ones. */
    release: async () => {
      release();
      await page.unroute(glob);
      await Promise.all(handled);
    },
  };
}

/**
 * Clicks a menu entry; says whether the top bar showed while `glob`'s requests were held back,
 * and whether a spinner showed in the app bar at any time until the page was drawn.
 */
async function progressWhileHeld(href: string, glob: string) {
  const held = await holdRequests(glob);
  await watchProgress();
  const before = await mainText(page);
  let topBar: boolean;
  try {
    await menuLink(href).click();
    expect(await held.requested).toBe(true);
    await page
      .waitForFunction(
        () => (window as unknown as { seenProgress(): { topBar: boolean } }).seenProgress().topBar,
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    topBar = (await seenProgress()).topBar;
  } finally {
    await held.release();
  }
  expect(await settledScreen(page, before)).toBe('page');
  return { topBar, appBarSpinner: (await seenProgress()).appBarSpinner };
}

describe('the session in real Chromium', () => {
  it('a wrong password shows an error and keeps the username typed', async () => {
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'platform_user', 'wrong-password1');
    await page.getByText(uz.auth.invalidCredentials).first().waitFor();
    expect(await page.locator('input[name="username"]').inputValue()).toBe('platform_user');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('refuses CLIENT with a clear message and keeps no token', async () => {
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'client');
    await page.getByText(uz.auth.clientRefused).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await tokenCookie()).toBeUndefined();
  });

  it('/redirect/{path} forwards to the path and keeps the query', async () => {
    await logIn(page, server.url, 'root');
    await page.goto(`${server.url}/redirect/oms/waybill?x=1`);
    await page.waitForURL((url) => url.pathname === '/oms/waybill');
    expect(await settledScreen(page)).toBe('page');
    expect(pathOf(page)).toBe('/oms/waybill?x=1');
  });

  it('an unknown path shows the 404 page', async () => {
    await page.goto(`${server.url}/no/such/page`);
    expect(await settledScreen(page)).toBe('notFound');
  });

  it("the document title is '<app title> - <route title>'", async () => {
    const titles: Record<string, string> = {};
    for (const path of ['/oms/waybill', '/system/profile']) {
      await page.goto(`${server.url}${path}`);
      await settledScreen(page);
      titles[path] = await page.title();
    }
    expect(titles).toEqual({
      '/oms/waybill': 'Baraka Admin - Barcha yuklar',
      '/system/profile': 'Baraka Admin - Profil',
    });
  });

  it("the top progress bar shows while a page's code loads, with no spinner in the app bar", async () => {
    await page.goto(`${server.url}/dashboard`);
    await settledScreen(page);
    // The SMS page's code has not been loaded in this tab yet.
    expect(await progressWhileHeld('/system/sms', '**/assets/**')).toEqual({
      topBar: true,
      appBarSpinner: false,
    });
  });

  it("the top progress bar shows while a page's first data loads, with no spinner in the app bar", async () => {
    expect(await progressWhileHeld('/feedback', '**/api/**')).toEqual({
      topBar: true,
      appBarSpinner: false,
    });
  });

  it('a 401 mid-session sends the user to /login, and back to their page after logging in', async () => {
    await page.goto(`${server.url}/oms/waybill`);
    expect(await settledScreen(page)).toBe('page');
    await page.evaluate((cookie) => (document.cookie = `${cookie}=garbage; path=/`), TOKEN_COOKIE);
    // The entry's list loads data with the spoilt token: the API answers 401.
    await menuLink('/oms/unclearWaybill').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, 'root');
    await page.waitForURL((url) => url.pathname === '/oms/unclearWaybill');
    expect(await settledScreen(page)).toBe('page');
  });

  it('a session that ended by itself brings back only its own user: another starts at the dashboard', async () => {
    /** The token goes bad (expired, or ended in another tab); the next page's data gets 401. */
    const expireAndOpen = async (href: string) => {
      await page.evaluate(
        (cookie) => (document.cookie = `${cookie}=garbage; path=/`),
        TOKEN_COOKIE,
      );
      await menuLink(href).click();
      await page.waitForURL((url) => url.pathname === '/login');
    };
    // Root's session ends on a page finance may not open (SPEC 6: the waybill group).
    await page.goto(`${server.url}/oms/waybill`);
    expect(await settledScreen(page)).toBe('page');
    await expireAndOpen('/oms/unclearWaybill');
    await submitLogin(page, 'platform_finance');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await settledScreen(page)).toBe('page');

    // Finance's own session ends: finance, and only finance, comes back to that page, even
    // after the login page was reloaded.
    await page.goto(`${server.url}/settle/bill`);
    expect(await settledScreen(page)).toBe('page');
    await expireAndOpen('/settle/unSettlement');
    await page.reload();
    await submitLogin(page, 'platform_finance');
    await page.waitForURL((url) => url.pathname === '/settle/unSettlement');
    expect(await settledScreen(page)).toBe('page');

    // A logout: the next user, root again, starts at the dashboard.
    await page.getByRole('button', { name: raUz.ra.auth.user_menu }).click();
    await page.getByRole('menuitem', { name: raUz.ra.auth.logout }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, 'root');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it("logging out and in as another user leaves nothing of the first user's menu", async () => {
    await page.goto(`${server.url}/dashboard`);
    expect(await readMenu(page)).toEqual([...menuOf('ROOT')].sort());
    await page.getByRole('button', { name: raUz.ra.auth.user_menu }).click();
    await page.getByRole('menuitem', { name: raUz.ra.auth.logout }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    const rootOnly = menuOf('ROOT').filter((href) => !menuOf('PVZ_ADMIN').includes(href));
    await watchLinks(rootOnly);
    await submitLogin(page, 'pvz_admin');
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await readMenu(page)).toEqual([...menuOf('PVZ_ADMIN')].sort());
    // Late renders (cached views, tabs) get a moment to show up before the check.
    await page.waitForTimeout(1000);
    expect(await seenLinks()).toEqual([]);
  });
});
