/**
 * The price cycle form in real Chromium (docs/decisions.md, "Price cycles"): a level that does not
 * start where the one before ended is refused in the form, with the level's number, before
 * anything is sent; the status is no input (the server sets it). The app opens in Uzbek.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/createTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');

interface Cycle {
  id: number;
  version: number;
  levels: { minWeight: number; maxWeight: number; price: number }[];
}

let demo: DemoPage;
let token: string;
let cycle: Cycle;

beforeAll(async () => {
  demo = await openDemoPage();
  token = await apiToken(demo.server.url, 'root');
  const cycles = await apiGet<Cycle[]>(demo.server.url, token, 'company-price-cycles');
  cycle = cycles.find((c) => c.levels.length >= 2)!;
  await logIn(demo.page, demo.server.url, 'root');
});
afterAll(() => demo?.close());

describe('the company price cycle form', () => {
  it('refuses a gap between levels, naming the level, and sends nothing', async () => {
    const { page } = demo;
    await page.goto(`${demo.server.url}/price/companyPriceManage/${cycle.id}`);
    const secondMin = page.locator('input[name="levels.1.minWeight"]');
    await secondMin.waitFor();
    expect(await page.locator('input[name="status"]').count()).toBe(0);
    await secondMin.fill(String(cycle.levels[0].maxWeight + 1));
    await page.click('button[type="submit"]');
    await page
      .getByText(t('priceCycles.errors.bandGap', { level: 2, previous: 1 }))
      .first()
      .waitFor();
    const stored = await apiGet<Cycle>(demo.server.url, token, `company-price-cycles/${cycle.id}`);
    expect(stored.version).toBe(cycle.version);
    expect(stored.levels).toEqual(cycle.levels);
  });
});
