/**
 * How records and MUI's own controls read in real Chromium, in Uzbek (the default): a record's
 * title, its delete dialog and its tabs name it as its field shows it (an enum by its label, a
 * date as dd.mm.yyyy), never the raw value; the edit tab of a record differs from its show tab;
 * the pagination's arrows and the charts' legends carry no English.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSISTED_KEYS } from '../../src/preferences/persistedKeys';
import { resources } from '../../src/core/generated/registry';
import { createTranslator } from '../../src/i18n';
import { formatTashkentDate } from '../../src/format/dateTime';
import { DEFAULT_LAYOUT_SETTINGS } from '../../src/layout/settings/layoutSettings';
import { apiList } from './apiList';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiToken, logIn } from './login';

const translate = createTranslator('uz');
const nameOf = (resource: string) =>
  translate(`resources.${resources[resource].route}.name`, { smart_count: 1 });

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

/** For what follows a navigation: a page's code and data may take a while on a busy machine. */
const SETTLED = { timeout: 20_000 };
const title = () => page.locator('#react-admin-title');
/** What the app bar's title reads (the pages' hidden titles left out, as a reader does). */
const titleText = async () => (await title().innerText()).trim();

async function firstRecord<T extends { id: number | string }>(resource: string): Promise<T> {
  const { rows } = await apiList<T>(demo.server.url, token, resources[resource].api, {
    range: [0, 0],
  });
  if (rows.length === 0) throw new Error(`no ${resource} in the demo data`);
  return rows[0];
}

async function open(path: string) {
  await page.goto(`${demo.server.url}${path}`);
  await page.waitForURL((url) => url.pathname === path);
}

describe("a record's title names it as its field shows it", () => {
  it.each(['companyPriceRecord', 'clientPriceRecord'])(
    "%s: the type's Uzbek label, not its code",
    async (resource) => {
      const record = await firstRecord<{ id: number; type: string }>(resource);
      await open(`/${resources[resource].route}/${record.id}/show`);
      const label = translate(`enums.priceRecordType.${record.type}`);
      expect(label).not.toBe(record.type);
      await expect.poll(titleText, SETTLED).toBe(`${nameOf(resource)} ${label}`);
      expect(await titleText()).not.toContain(record.type);
    },
  );

  it('a daily expense: its date as dd.mm.yyyy, in the title and the delete dialog', async () => {
    const expense = await firstRecord<{ id: number; date: string }>('dailyExpense');
    const shown = formatTashkentDate(expense.date, false, 'uz');
    expect(shown).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await open(`/dailyExpenses/${expense.id}/show`);
    await expect.poll(titleText, SETTLED).toBe(`${nameOf('dailyExpense')} ${shown}`);

    await page.getByRole('button', { name: translate('ra.action.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const dialogText = (await dialog.innerText()).trim();
    expect(dialogText).toContain(shown);
    expect(dialogText).not.toContain(expense.date);
    await dialog.getByRole('button', { name: translate('ra.action.cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('a box day batch: its day as dd.mm.yyyy', async () => {
    const batch = await firstRecord<{ id: number; receiveDay: string }>('boxDayBatch');
    await open(`/${resources.boxDayBatch.route}/${batch.id}/show`);
    await expect
      .poll(titleText, SETTLED)
      .toBe(`${nameOf('boxDayBatch')} ${formatTashkentDate(batch.receiveDay, false, 'uz')}`);
  });
});

describe("MUI's controls speak Uzbek", () => {
  it("the phone pagination's arrows: title and name in Uzbek", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await open('/dailyExpenses');
      const actions = page.locator('.MuiTablePagination-actions button');
      await actions.first().waitFor(SETTLED);
      const previous = translate('ra.navigation.previous');
      const next = translate('ra.navigation.next');
      expect(
        await actions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label'))),
      ).toEqual([previous, next]);
      expect(
        await actions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title'))),
      ).toEqual([previous, next]);
      const range = (await page.locator('.MuiTablePagination-displayedRows').innerText()).trim();
      expect(range).not.toMatch(/ of /);
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });

  it("the wide pagination: its navigation's name in Uzbek", async () => {
    await open('/dailyExpenses');
    const nav = page.locator('nav.MuiPagination-root');
    await nav.waitFor(SETTLED);
    expect(await nav.getAttribute('aria-label')).toBe(translate('muiTexts.pagination'));
  });

  it("the charts' legends: the series' names only, no English icon names", async () => {
    await open('/dashboard');
    const items = page.locator('.recharts-legend-item');
    await items.first().waitFor(SETTLED);
    const texts = await items.evaluateAll((elements) =>
      elements.map((element) =>
        [
          element.textContent ?? '',
          ...[...element.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
        ].join(' '),
      ),
    );
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toMatch(/legend icon/);
    expect(await page.locator('[aria-label*="legend icon"]').count()).toBe(0);
  });
});

describe("with tabs on, a record's show and edit tabs differ", () => {
  beforeAll(async () => {
    await page.evaluate(([key, settings]) => localStorage.setItem(key, settings), [
      PERSISTED_KEYS.layoutConfig,
      JSON.stringify({ ...DEFAULT_LAYOUT_SETTINGS, tagsView: true }),
    ] as const);
  });

  it('the show tab names the record by its date, the edit tab says it edits it', async () => {
    const expense = await firstRecord<{ id: number; date: string }>('dailyExpense');
    const showPath = `/dailyExpenses/${expense.id}/show`;
    const editPath = `/dailyExpenses/${expense.id}`;
    const strip = page.getByRole('navigation', { name: translate('tags.label') });
    const tabText = (path: string) => async () =>
      ((await strip.locator(`[data-tab="${path}"]`).getByRole('link').textContent()) ?? '').trim();
    const showTitle = `${nameOf('dailyExpense')} ${formatTashkentDate(expense.date, false, 'uz')}`;
    const editTitle = translate('tags.editTab', {
      action: translate('ra.action.edit'),
      title: showTitle,
    });

    await open(showPath);
    await expect.poll(tabText(showPath), SETTLED).toBe(showTitle);
    await page.getByRole('link', { name: translate('ra.action.edit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === editPath);
    await expect.poll(tabText(editPath), SETTLED).toBe(editTitle);
    expect(await tabText(showPath)()).toBe(showTitle);
    expect(editTitle).not.toBe(showTitle);
    // The app bar shows the tab on screen.
    await expect.poll(titleText, SETTLED).toBe(editTitle);
  });
});
