/**
 * The box screens in real Chromium: a day batch's page lists its boxes and payments, a box's page
 * its waybills and receipts, and a row opens the record it shows.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');
/** The heading of the list of `route`'s records on another record's page. */
const listTitle = (route: string) => t(`resources.${route}.name`, { smart_count: 2 });

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

const search = (collection: string, s: Record<string, unknown>) =>
  apiGet<Record<string, unknown>[]>(
    demo.server.url,
    token,
    `${collection}?s=${encodeURIComponent(JSON.stringify(s))}&range=[0,9]`,
  );

/** The first column's texts of the table under the heading `title`. */
async function columnUnder(title: string): Promise<string[]> {
  const section = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await section.locator('tbody tr').first().waitFor();
  const cells = await section.locator('tbody tr td:first-child').allInnerTexts();
  return cells.map((text) => text.trim()).sort();
}

describe('box screens', () => {
  let boxId: number;

  it("a day batch's page lists its boxes and its payments", async () => {
    // A batch that has been both received and paid for.
    const receipts = await apiGet<{ batchId: number; boxId: number }[]>(
      demo.server.url,
      token,
      'box-receive-records?range=[0,49]',
    );
    const paid = new Set(
      (
        await apiGet<{ batchId: number }[]>(demo.server.url, token, 'box-payments?range=[0,49]')
      ).map((p) => p.batchId),
    );
    const receipt = receipts.find((r) => paid.has(r.batchId))!;
    const boxes = await search('boxes', { batchId: receipt.batchId });
    const payments = await search('box-payments', { batchId: receipt.batchId });
    boxId = receipt.boxId;
    await page.goto(`${demo.server.url}/box/boxDayBatch/${receipt.batchId}/show`);
    expect(await columnUnder(listTitle('box/list'))).toEqual(
      boxes.map((box) => String(box.boxNumber)).sort(),
    );
    const amounts = await columnUnder(listTitle('box/boxPayment'));
    expect(amounts).toHaveLength(payments.length);
  });

  it('a box row opens the box, whose page lists its waybills and receipts', async () => {
    const [box] = await search('boxes', { id: boxId });
    await page.getByRole('cell', { name: String(box.boxNumber), exact: true }).click();
    await page.waitForURL(`${demo.server.url}/box/list/${boxId}/show`, { waitUntil: 'commit' });
    const waybills = await search('waybills', { boxId });
    expect(waybills.length).toBeGreaterThan(0);
    expect(await columnUnder(listTitle('oms/waybill'))).toEqual(
      waybills.map((waybill) => String(waybill.trackingNumber)).sort(),
    );
    const receipts = await search('box-receive-records', { boxId });
    expect(await columnUnder(listTitle('box/boxReceiveRecord'))).toHaveLength(receipts.length);
  });
});
