import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../src/core/servedPage/browserSession';
import { servedRootOpening } from '../../src/core/servedPage/servedPage';
import { apiList } from './apiList';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiToken, usernameOf } from './login';

/**
 * A click and keys made on the server's drawing of a page while the app is still taking it over
 * (its root inert) are not lost: they take effect, in order, once the page is live.
 */

interface Waybill {
  id: number;
  trackingNumber: string;
}

const LIST = '/oms/waybill';
const ROW = 'tbody .RaDataTable-row';
const SEARCH = 'textarea[name="trackingNumber"]';
const NOT_LIVE = '#root[inert]';
const LIVE = '#root:not([inert])';
/** How long each of the app's scripts is held back: the user acts on the drawing meanwhile. */
const SCRIPTS_LATE_MS = 2500;

let server: DemoServer;
let token: string;
let browser: Browser;

const newestWaybills = async (): Promise<Waybill[]> =>
  (
    await apiList<Waybill>(server.url, token, 'waybills', {
      range: [0, 9],
      sort: ['createdAt', 'DESC'],
    })
  ).rows;

/**
 * A signed-in page on the drawn waybill list whose app scripts come late (the starter, which
 * comes with the drawing, does not), shown but not live yet.
 */
async function drawnListNotLive(): Promise<Page> {
  await browser.context.addCookies([{ name: TOKEN_COOKIE, value: token, url: server.url }]);
  const page = await browser.context.newPage();
  await page.route(/\/assets\/(?!startWhenPainted-)[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPTS_LATE_MS));
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
  // A drawing is given up past its deadline on a busy machine: the page is asked again then.
  for (let attempt = 1; ; attempt++) {
    const response = await page.goto(`${server.url}${LIST}`, { waitUntil: 'commit' });
    const html = await response!.text();
    if (html.includes(servedRootOpening('wide')) || attempt === 5) break;
  }
  await page.locator(`${NOT_LIVE} ${ROW}`).first().waitFor();
  return page;
}

/** A click at the middle of `selector`'s first element, as the user's pointer makes it. */
async function clickAt(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const notLive = async (page: Page): Promise<boolean> => (await page.locator(NOT_LIVE).count()) > 0;

beforeAll(async () => {
  server = await startDemoServer();
  token = await apiToken(server.url, usernameOf('ROOT'));
  // The renderer's code loads with the first page asked for, which does not wait for it.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${server.url}${LIST}`, {
      headers: { Cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token)}` },
    });
    if ((await response.text()).includes(servedRootOpening('wide'))) break;
    if (Date.now() > deadline) throw new Error('the server never drew the waybill list');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

beforeEach(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await browser?.close();
});

describe('input on a drawn page before the app has taken it over', () => {
  it('opens the waybill whose row was clicked, once', async () => {
    const [first] = await newestWaybills();
    const page = await drawnListNotLive();
    const entries = await page.evaluate(() => history.length);
    await clickAt(page, `${ROW} td:nth-child(2)`);
    expect(await notLive(page)).toBe(true);
    await page.waitForURL(`**${LIST}/${first.id}/show`);
    await page.locator(`${LIVE} main`).getByText(first.trackingNumber).first().waitFor();
    // One navigation: one new entry in the tab's history, and it stays on the record.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    expect(new URL(page.url()).pathname).toBe(`${LIST}/${first.id}/show`);
    await page.close();
  });

  it('types what was typed into the search box, and filters the list by it', async () => {
    const [, wanted] = await newestWaybills();
    const page = await drawnListNotLive();
    await clickAt(page, SEARCH);
    // A slip mended as typed: the key after it undoes it.
    await page.keyboard.type(`${wanted.trackingNumber}x`);
    await page.keyboard.press('Backspace');
    expect(await notLive(page)).toBe(true);
    await expect
      .poll(() => page.locator(`${LIVE} ${SEARCH}`).inputValue())
      .toBe(wanted.trackingNumber);
    await expect.poll(() => page.locator(ROW).count()).toBe(1);
    expect(await page.locator(ROW).first().innerText()).toContain(wanted.trackingNumber);
    await page.close();
  });
});
