import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenShown, openInApp, readMenu, settledScreen } from './appScreen';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { logIn, usernameOf } from './login';
import { readRouteIds, urlOfRoute } from './routeIds';
import {
  ALL_ROUTES,
  REDIRECTING_PATHS,
  ROLES,
  menuOf,
  redirectOf,
  routesOf,
  type Role,
} from './roleAccess';

let server: DemoServer;
let browser: Browser;
/** A real record behind each `:id` route, read with root's token. */
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  ids = await readRouteIds(server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const urlOf = (route: string): string => urlOfRoute(route, ids);

/**
 * Opens `path` by URL and says what it shows, as the tables below write it: the page (and where),
 * 'forbidden' or another screen. A route expected closed is given time to show the 403 page.
 * `reload`: a full page load, as typed into the address bar, instead of through the loaded app.
 */
async function visit(tab: Page, path: string, open: boolean, reload = false): Promise<string> {
  let left: string | undefined;
  if (reload) await tab.goto(`${server.url}${path}`);
  else left = await openInApp(tab, path);
  if (!open && (await forbiddenShown(tab))) return 'forbidden';
  const screen = await settledScreen(tab, left);
  return screen === 'page' ? `page at ${new URL(tab.url()).pathname}` : screen;
}

/** Visits every path (true = expected open), spread over the tabs; returns what each showed. */
async function visitAll(tabs: readonly Page[], paths: ReadonlyMap<string, boolean>) {
  const queue = [...paths];
  const found: Record<string, string> = {};
  await Promise.all(
    tabs.map(async (tab) => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        found[next[0]] = await visit(tab, ...next);
      }
    }),
  );
  return found;
}

/** Tabs of one session visiting at once: most of a visit is waiting for the page to settle. */
const TABS = 3;
const rolesThatLogIn = ROLES.filter((role) => role !== 'CLIENT');

describe.each(rolesThatLogIn)('%s', (role: Role) => {
  let tabs: Page[] = [];
  beforeAll(async () => {
    // A fresh session per role: no cookie, and new tabs (the role is kept per tab).
    await browser.context.clearCookies();
    const first = await browser.context.newPage();
    await logIn(first, server.url, usernameOf(role));
    tabs = [first];
    while (tabs.length < TABS) {
      const tab = await browser.context.newPage();
      await tab.goto(`${server.url}/dashboard`);
      await settledScreen(tab);
      tabs.push(tab);
    }
  });
  afterAll(async () => {
    for (const tab of tabs) await tab.close();
  });

  it('sees exactly its menu entries', async () => {
    expect(await readMenu(tabs[0])).toEqual([...menuOf(role)].sort());
  });

  it('opens exactly its routes by URL; every other route shows the 403 page', async () => {
    const open = routesOf(role);
    const paths = new Map(ALL_ROUTES.map((route) => [urlOf(route), open.includes(route)]));
    const expected = Object.fromEntries(
      [...paths].map(([path, isOpen]) => [path, isOpen ? `page at ${path}` : 'forbidden']),
    );
    expect(await visitAll(tabs, paths)).toEqual(expected);
  });

  it('shows the same on a full page load: one open and one closed route', async () => {
    const open = routesOf(role);
    const sample = [
      ALL_ROUTES.find((route) => route !== '/dashboard' && open.includes(route)),
      ALL_ROUTES.find((route) => !open.includes(route)),
    ].filter((route) => route !== undefined);
    const expected: Record<string, string> = {};
    const found: Record<string, string> = {};
    for (const route of sample) {
      const isOpen = open.includes(route);
      expected[route] = isOpen ? `page at ${urlOf(route)}` : 'forbidden';
      found[route] = await visit(tabs[0], urlOf(route), isOpen, true);
    }
    expect(found).toEqual(expected);
  });

  it('follows each redirect to its target, or to the first open sibling', async () => {
    const targets = new Map(REDIRECTING_PATHS.map((from) => [from, redirectOf(role, from)]));
    const expected = Object.fromEntries(
      [...targets].map(([from, to]) => [from, to === undefined ? 'forbidden' : `page at ${to}`]),
    );
    const paths = new Map([...targets].map(([from, to]) => [from, to !== undefined]));
    expect(await visitAll(tabs, paths)).toEqual(expected);
  });
});
