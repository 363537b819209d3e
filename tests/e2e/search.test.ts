/**
 * The header's search menu in real Chromium: Ctrl+K and `/` open it, a page is found by its
 * title in any of the three languages and opened, the keyboard moves through the results, the
 * pages opened last come first, and a role is offered only the pages it may open. It finds
 * records too: a parcel by tracking number, a client by code or phone, a box by number, and
 * opens the one chosen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryMessages } from '../../src/core/generated/i18n';
import { uz } from '../../src/core/i18n/app/uz';
import { apiList } from './apiList';
import { launchBrowser } from './browser';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiToken, logIn } from './login';
import { routesOf } from './roleAccess';

let demo: DemoPage;
let page: Page;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  await logIn(page, demo.server.url, 'root');
});
afterAll(() => demo?.close());

/** What the user reads: the app opens in Uzbek. */
const TEXT = uz.search;
const titles = (language: 'uz' | 'en' | 'cn') => registryMessages[language].routes;

const dialog = (on: Page) => on.getByRole('dialog');
const searchBox = (on: Page) => dialog(on).getByRole('combobox', { name: TEXT.open });
const options = (on: Page) => dialog(on).getByRole('option');
/** Each option's title (its first line; the second names the section). */
const optionTitles = (on: Page) =>
  options(on).evaluateAll((items) =>
    items.map((item) => (item as HTMLElement).innerText.split('\n')[0].trim()),
  );
const selectedTitle = async (on: Page) =>
  (await dialog(on).locator('[role="option"][aria-selected="true"]').innerText()).split('\n')[0];

async function openWithCtrlK(on: Page) {
  // The header is drawn (and listening for the shortcut).
  await on.getByRole('button', { name: TEXT.shortcut }).waitFor();
  await on.keyboard.press('Control+k');
  await searchBox(on).waitFor();
}

async function closeSearch(on: Page) {
  await on.keyboard.press('Escape');
  await dialog(on).waitFor({ state: 'hidden' });
}

/** Waits until the page shown is the one titled `title` (the browser tab names it). */
async function waitForPage(on: Page, title: string) {
  await on.waitForFunction((wanted) => document.title.endsWith(` - ${wanted}`), title);
}

describe('the search menu', () => {
  it('opens with Ctrl+K, with / outside text fields and from the header icon', async () => {
    await openWithCtrlK(page);
    await expect(searchBox(page).evaluate((box) => box === document.activeElement)).resolves.toBe(
      true,
    );
    await closeSearch(page);

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await searchBox(page).waitFor();
    // The slash opened the menu; it was not typed into it.
    expect(await searchBox(page).inputValue()).toBe('');
    await closeSearch(page);

    await page.getByRole('button', { name: TEXT.shortcut }).click();
    await searchBox(page).waitFor();
    await closeSearch(page);
  });

  it('does not take a / typed into a text field', async () => {
    await page.goto(`${demo.server.url}/system/updatePassword`);
    const field = page.locator('#main-content input').first();
    await field.click();
    await page.keyboard.type('a/b');
    expect(await field.inputValue()).toBe('a/b');
    expect(await dialog(page).count()).toBe(0);
    await field.fill('');
  });

  it('finds a page by its title in uz, en and cn, and opens it', async () => {
    const cases = [
      { typed: titles('uz').unlawfulWaybill, path: '/oms/unlawfulWaybill', key: 'unlawfulWaybill' },
      { typed: titles('en').unclearWaybill, path: '/oms/unclearWaybill', key: 'unclearWaybill' },
      { typed: titles('cn').valuableWaybill, path: '/oms/valuableWaybill', key: 'valuableWaybill' },
    ] as const;
    for (const { typed, path, key } of cases) {
      await openWithCtrlK(page);
      await searchBox(page).fill(typed);
      // Shown in the user's language (Uzbek), whatever language it was found by.
      expect(await optionTitles(page), typed).toEqual([titles('uz')[key]]);
      await page.keyboard.press('Enter');
      await dialog(page).waitFor({ state: 'hidden' });
      await page.waitForURL((url) => url.pathname === path);
      await waitForPage(page, titles('uz')[key]);
    }
  });

  it('finds the pages of a section by its name, in any language', async () => {
    for (const language of ['uz', 'en', 'cn'] as const) {
      await openWithCtrlK(page);
      await searchBox(page).fill(registryMessages[language].menu.pvzList);
      const found = await optionTitles(page);
      expect(found, language).toContain(titles('uz').pvzAllInfo);
      expect(found, language).toContain(titles('uz').unpaidShipments);
      expect(found, language).not.toContain(titles('uz').unclearWaybill);
      await closeSearch(page);
    }
  });

  it('moves with Up and Down, wraps around, and opens the chosen page with Enter', async () => {
    await openWithCtrlK(page);
    // The waybill section's pages.
    await searchBox(page).fill(registryMessages.uz.menu.oms);
    const found = await optionTitles(page);
    expect(found.length).toBeGreaterThan(2);
    expect(await selectedTitle(page)).toBe(found[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await selectedTitle(page)).toBe(found[2]);
    await page.keyboard.press('ArrowUp');
    expect(await selectedTitle(page)).toBe(found[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await selectedTitle(page)).toBe(found[found.length - 1]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await selectedTitle(page)).toBe(found[1]);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'hidden' });
    await waitForPage(page, found[1]);
  });

  it('lists the pages opened last first, newest first', async () => {
    const opened = [titles('uz').archives, titles('uz').reports];
    for (const title of opened) {
      await openWithCtrlK(page);
      await searchBox(page).fill(title);
      await options(page).first().click();
      await waitForPage(page, title);
    }
    await openWithCtrlK(page);
    await expect(dialog(page).getByText(TEXT.recent).isVisible()).resolves.toBe(true);
    const listed = await optionTitles(page);
    expect(listed.slice(0, 2)).toEqual([...opened].reverse());
    // Each page is listed once, recent or not.
    expect(new Set(listed).size).toBe(listed.length);
    await closeSearch(page);
  });
});

describe('finding records', () => {
  /** Types `query`, waits for the record `shown` among the results, opens it with Enter. */
  async function openRecord(query: string, shown: string, path: string) {
    await openWithCtrlK(page);
    await searchBox(page).fill(query);
    const records = dialog(page).getByText(TEXT.records);
    await records.waitFor();
    await expect.poll(() => optionTitles(page), { timeout: 15_000 }).toContain(shown);
    // The pages matched first; the records follow: move down to the one wanted.
    const titles = await optionTitles(page);
    for (let index = 0; index < titles.indexOf(shown); index += 1)
      await page.keyboard.press('ArrowDown');
    expect(await selectedTitle(page)).toBe(shown);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === path);
  }

  it('finds a parcel by its tracking number, a client by code or phone, a box by number', async () => {
    const token = await apiToken(demo.server.url, 'root');
    const first = async <T>(collection: string) =>
      (await apiList<T>(demo.server.url, token, collection, { range: [4, 4] })).rows[0];
    const waybill = await first<{ id: number; trackingNumber: string }>('waybills');
    await openRecord(
      waybill.trackingNumber,
      waybill.trackingNumber,
      `/oms/waybill/${waybill.id}/show`,
    );
    await page.getByText(waybill.trackingNumber).first().waitFor();

    const client = await first<{
      id: number;
      clientCode: string;
      nickname?: string;
      phone: string;
    }>('clients');
    const named = [client.clientCode, client.nickname, client.phone].filter(Boolean).join(' · ');
    await openRecord(client.phone, named, `/system/client/${client.id}/show`);
    await openRecord(client.clientCode.toLowerCase(), named, `/system/client/${client.id}/show`);

    const box = await first<{ id: number; boxNumber: string }>('boxes');
    await openRecord(box.boxNumber, box.boxNumber, `/box/list/${box.id}/show`);
  });
});

describe('what a role may search', () => {
  it('offers a role exactly the pages it may open, and says when nothing matches', async () => {
    const browser = await launchBrowser();
    try {
      const own = await browser.context.newPage();
      await logIn(own, demo.server.url, 'company_user');
      await openWithCtrlK(own);
      const openable = routesOf('COMPANY_USER').filter((path) => !path.includes(':'));
      expect((await optionTitles(own)).length).toBe(openable.length);

      await searchBox(own).fill(titles('uz').confirmPrice);
      expect(await options(own).count()).toBe(0);
      const nothing = TEXT.empty.replace('%{query}', titles('uz').confirmPrice);
      await dialog(own).getByText(nothing).waitFor();

      await searchBox(own).fill(titles('en').unclearWaybill);
      expect(await optionTitles(own)).toEqual([titles('uz').unclearWaybill]);
    } finally {
      await browser.close();
    }
  });
});
