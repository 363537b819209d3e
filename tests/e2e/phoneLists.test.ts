/**
 * Lists that fit their screen, in real Chromium (the app in Uzbek): under 600 px the waybill and
 * pickup point lists are cards (schema `phoneList`), nothing cut off at the right, each opening
 * its record; at 1400 px a row's buttons are icons named by their labels, so that rows stay one
 * line and the waybill table fits its page.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');

let demo: DemoPage;
let page: Page;
let token: string;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  token = await apiToken(demo.server.url, 'root');
  await logIn(page, demo.server.url, 'root');
});
afterAll(() => demo?.close());

/** Whether the page is wider than the screen (something is cut off at the right). */
const overflows = () =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The cards of the list on the page: links to each record's page. */
const cards = (route: string) => page.locator(`main li a[href*="/${route}/"][href$="/show"]`);

describe('on a phone (400 px)', () => {
  beforeAll(() => page.setViewportSize({ width: 400, height: 800 }));

  it('the waybill list is a card per waybill, its number and status, opening the waybill', async () => {
    await page.goto(`${demo.server.url}/oms/waybill`);
    const waybills = cards('oms/waybill');
    await waybills.first().waitFor();
    expect(await waybills.count()).toBe(10);
    expect(await page.locator('main table').count()).toBe(0);
    expect(await overflows()).toBe(false);
    const [newest] = await apiGet<{ id: number; trackingNumber: string; status: string }[]>(
      demo.server.url,
      token,
      `waybills?range=[0,0]&sort=${encodeURIComponent('["createdAt","DESC"]')}`,
    );
    const card = waybills.first();
    await card.getByText(newest.trackingNumber).waitFor();
    await card.getByText(t(`enums.waybillStatus.${newest.status}`)).waitFor();
    await card.click();
    await page.waitForURL(`${demo.server.url}/oms/waybill/${newest.id}/show`);
  });

  it('the pickup point lists are cards too', async () => {
    for (const path of ['pvzList/pvz_list', 'pvzList/all_info', 'pvzList/analytics']) {
      await page.goto(`${demo.server.url}/${path}`);
      await cards('pvzList/pvz_list').first().waitFor();
      expect(await page.locator('main table').count(), path).toBe(0);
      expect(await overflows(), path).toBe(false);
    }
  });
});

describe('on a laptop (1400 px)', () => {
  beforeAll(() => page.setViewportSize({ width: 1400, height: 900 }));

  it("keeps a row's buttons to their icons, named by their labels, on one line", async () => {
    await page.goto(`${demo.server.url}/settle/changePriceList`);
    const withdraw = page.getByRole('button', {
      name: t('resources.settle/changePriceList.actions.withdrawPrice.label'),
    });
    await withdraw.first().waitFor();
    const box = (await withdraw.first().boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(40);
    expect(box.width).toBeLessThanOrEqual(40);
  });

  it('fits the waybill table, its row buttons included, on the page', async () => {
    await page.goto(`${demo.server.url}/oms/waybill`);
    await page.locator('main table tbody tr').first().waitFor();
    const table = await page.locator('main table').evaluate((node) => {
      const holder = node.parentElement!;
      return { width: node.scrollWidth, room: holder.clientWidth };
    });
    expect(table.width).toBeLessThanOrEqual(table.room);
    expect(await overflows()).toBe(false);
  });
});
