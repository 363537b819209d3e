/**
 * The price cycle form in real Chromium (docs/decisions.md, "Price cycles"): a level that does not
 * start where the one before ended is refused in the form, with the level's number, before
 * anything is sent, and with it every other problem of the levels; the status is no input (the
 * server sets it). The app opens in Uzbek.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
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

  it('says every problem of the levels at once: a level left empty hides none of the others', async () => {
    const { page } = demo;
    await page.goto(`${demo.server.url}/price/companyPriceManage/${cycle.id}`);
    const input = (level: number, field: string) =>
      page.locator(`input[name="levels.${level - 1}.${field}"]`);
    await input(2, 'minWeight').waitFor();
    await input(1, 'price').fill('');
    await input(2, 'maxWeight').fill(String(cycle.levels[1].minWeight));
    await input(2, 'minWeight').fill(String(cycle.levels[0].maxWeight + 1));
    await page.click('button[type="submit"]');
    for (const message of [
      t('validation.level.required', { level: 1 }),
      t('resources.price/companyPriceManage.spans.levels.maxWeight', { level: 2 }),
      t('priceCycles.errors.bandGap', { level: 2, previous: 1 }),
    ])
      await page.getByText(message).first().waitFor();
    const stored = await apiGet<Cycle>(demo.server.url, token, `company-price-cycles/${cycle.id}`);
    expect(stored.version).toBe(cycle.version);
  });
});
