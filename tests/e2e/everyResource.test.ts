import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceAccess } from '../../src/core/generated/access';
import { resources } from '../../src/core/generated/registry';
import type { DemoServer } from './demoServer';
import { openDemoPage, type DemoPage } from './demoPage';

let server: DemoServer;
let demo: DemoPage;
let page: Page;

beforeAll(async () => {
  demo = await openDemoPage();
  ({ server, page } = demo);
  await page.goto(`${server.url}/login`);
  await page.fill('input[name="username"]', 'root');
  await page.fill('input[name="password"]', 'demo1234');
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => url.pathname !== '/login');
  await writeOnce(server.url);
});

/**
 * The audit log of a new database is empty (the demo data's load is no one's write): one edit
 * over the API gives its list a row, as a day's work would.
 */
async function writeOnce(baseUrl: string): Promise<void> {
  const json = { 'Content-Type': 'application/json' };
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'root', password: 'demo1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { ...json, Authorization: `Bearer ${token}` };
  const list = await fetch(`${baseUrl}/api/waybills?range=[0,0]`, { headers: auth });
  const [waybill] = (await list.json()) as { id: number }[];
  const edit = await fetch(`${baseUrl}/api/waybills/${waybill.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ comment: 'Checked for the audit log' }),
  });
  if (!edit.ok) throw new Error(`the edit before the tests failed: ${edit.status}`);
}
afterAll(() => demo?.close());

/** A translation key left raw on screen, e.g. `resources.oms/waybill.fields.weight`. */
const RAW_KEY = /\b(resources|enums|validation|errors|ra|menu|units)\.[A-Za-z_/]+\.[A-Za-z_.]+/;

async function expectCleanPage() {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(RAW_KEY);
  expect(await page.locator('.MuiAlert-standardError, .MuiSnackbarContent-root').count()).toBe(0);
}

/** Resources whose row opens a page of their own instead of the generated show page. */
const RECORD_PAGES: Partial<Record<string, { url: RegExp; ready: string }>> = {
  // A bill's page is its detail page: its figures and buttons (invoice, payment), then its waybills.
  bill: { url: /\/settle\/detail\/(\d+)$/, ready: 'main .MuiCardContent-root button' },
};

describe('root sees every resource of the registry', () => {
  it.each(Object.values(resources).map((r) => [r.route, r.name]))(
    '/%s: list with rows, a record page, and its forms',
    async (route, name) => {
      await page.goto(`${server.url}/${route}`);
      const firstRow = page.locator('tbody .RaDataTable-row').first();
      await firstRow.waitFor();
      // References fill in after the rows; a click while the row re-renders would be lost.
      await page.waitForLoadState('networkidle');
      await expectCleanPage();

      // A cell without a link opens the row; a reference cell would open the referenced record.
      await firstRow.locator('td:not(:has(a, input))').first().click();
      const recordPage = RECORD_PAGES[name] ?? {
        url: new RegExp(`/${route}/(\\d+)/show$`),
        ready: '.RaShow-main',
      };
      await page.waitForURL(recordPage.url, { waitUntil: 'commit' });
      await page.locator(recordPage.ready).first().waitFor();
      await expectCleanPage();
      const id = recordPage.url.exec(new URL(page.url()).pathname)?.[1];

      if (resourceAccess[name].edit.includes('ROOT')) {
        await page.goto(`${server.url}/${route}/${id}`);
        await page.locator('form button[type="submit"]').waitFor();
        await expectCleanPage();
      }
      if (resourceAccess[name].create.includes('ROOT')) {
        await page.goto(`${server.url}/${route}/create`);
        await page.locator('form button[type="submit"]').waitFor();
        await expectCleanPage();
      }
    },
  );
});
