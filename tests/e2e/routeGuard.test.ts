import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_TEXT, forbiddenShown } from './appScreen';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiList } from './apiList';
import { apiToken, logIn, usernameOf } from './login';

/**
 * The route guard decides before rendering (issue 10, item 11): a role opening by URL a resource
 * page it may not see gets the 403 page straight away, at the address it typed, and its browser
 * never asks the API for that resource. COMPANY_USER may not manage users (SPEC 6
 * "user management"); ROOT may, and is the control that the guard lets the right roles through.
 */

let server: DemoServer;
let browser: Browser;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The paths of the API requests a page makes from now on (`/api/users?...` → `/api/users`). */
function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

const isUsersApi = (path: string) => path === '/api/users' || path.startsWith('/api/users/');

describe('a role that may not manage users', () => {
  let page: Page;
  let requests: string[];

  beforeAll(async () => {
    await browser.context.clearCookies();
    page = await browser.context.newPage();
    await logIn(page, server.url, usernameOf('COMPANY_USER'));
    requests = recordApiRequests(page);
  });
  afterAll(() => page?.close());

  it.each([
    ['the users list', '/system/user'],
    ['a user record', '/system/user/1/show'],
    ["a user's edit form", '/system/user/1'],
    ['the new user form', '/system/user/create'],
  ])('sees the 403 page at %s, and the users API is never called', async (_name, path) => {
    requests.length = 0;
    await page.goto(`${server.url}${path}`);
    expect(await forbiddenShown(page)).toBe(true);
    // Decided in place: no detour through another address on the way to the 403 page.
    expect(new URL(page.url()).pathname).toBe(path);
    // The app has settled on the 403 page with its own requests (user info...) done.
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isUsersApi)).toEqual([]);
  });

  it('is taken from the old /access-denied address to /403, the one 403 page', async () => {
    await page.goto(`${server.url}/access-denied`);
    await page.waitForURL(`${server.url}/403`);
    expect(await forbiddenShown(page)).toBe(true);
  });
});

describe('a role that may manage users', () => {
  it('opens the users list, with the users the API answers', async () => {
    await browser.context.clearCookies();
    const page = await browser.context.newPage();
    await logIn(page, server.url, usernameOf('ROOT'));
    await page.goto(`${server.url}/system/user`);
    // The rows come drawn with the page (asked of the API by the server) or asked by the app.
    const firstRow = await page.locator('tbody .RaDataTable-row').first().innerText();
    const token = await apiToken(server.url, usernameOf('ROOT'));
    const { rows } = await apiList<{ username: string }>(server.url, token, 'users', {
      range: [0, 999],
    });
    expect(rows.some((user) => firstRow.includes(user.username))).toBe(true);
    expect(await page.getByText(FORBIDDEN_TEXT).count()).toBe(0);
    await page.close();
  });
});
