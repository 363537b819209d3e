/**
 * The dashboard in real Chromium, over the demo data of a first start (fifteen months up to now):
 * every chart draws bars and lines, and each figure (a card, a cargo bar, a ranking's name) opens
 * the list it counts, whose pagination tells that many records.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../src/core/i18n/app/uz';
import type { DashboardStats } from '../../src/core/stats/statsTypes';
import { settledScreen } from './appScreen';
import { categoryPoint } from './chartPoints';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

let demo: DemoPage;
let page: Page;
let stats: DashboardStats;

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  const token = await apiToken(demo.server.url, 'root');
  stats = await apiGet<DashboardStats>(demo.server.url, token, 'stats/dashboard');
  await logIn(page, demo.server.url, 'root');
});
afterAll(() => demo?.close());

const TEXT = uz.stats.dashboard;

/** Long enough for a busy machine: the charts load recharts on first use. */
const SLOW = { timeout: 30_000 };

async function openDashboard() {
  await page.goto(`${demo.server.url}/dashboard`);
  await expect.poll(() => page.locator('.recharts-wrapper').count(), SLOW).toBe(3);
}

/** The total the list on screen reports under its table ("1-25, jami 140"), 0 when it is empty. */
async function listTotal(): Promise<number> {
  const rows = page.locator('#main-content .MuiTablePagination-displayedRows');
  const empty = page.locator('#main-content').getByText(/topilmadi/);
  await rows.or(empty).first().waitFor();
  if (await empty.isVisible()) return 0;
  return Number(/(\d+)\s*$/.exec((await rows.innerText()).trim())?.[1]);
}

/** Clicks `target` on the dashboard and expects the list at `path` with `count` records. */
async function expectOpensList(target: Locator, path: string, count: number) {
  await target.click();
  await page.waitForURL((url) => url.pathname === path);
  await expect.poll(listTotal, SLOW).toBe(count);
}

/** The last bar a chart draws: that of its last category with a value (none is drawn for 0). */
const lastBarOf = (chart: number) =>
  page
    .locator('.recharts-wrapper')
    .nth(chart)
    .locator('g.recharts-bar-rectangle')
    .last()
    .locator('path.recharts-rectangle');

/** Points at a bar's column, as the user aims for its day or month, and clicks once its tooltip shows. */
async function clickBar(bar: Locator) {
  const point = await categoryPoint(bar);
  await page.mouse.move(point.x, point.y);
  await bar
    .locator('xpath=ancestor::*[contains(@class, "recharts-wrapper")]')
    .locator('.recharts-tooltip-wrapper')
    .getByText(/\d/)
    .first()
    .waitFor();
  await page.mouse.click(point.x, point.y);
}

describe('the dashboard', () => {
  it('draws every chart with bars and lines', async () => {
    await openDashboard();
    for (let chart = 0; chart < 3; chart++) {
      const wrapper = page.locator('.recharts-wrapper').nth(chart);
      expect(await wrapper.locator('path.recharts-rectangle').count()).toBeGreaterThan(0);
    }
    // The cargo charts draw the weight as a line through the days and months.
    for (const chart of [0, 1]) {
      const line = page.locator('.recharts-wrapper').nth(chart).locator('.recharts-line-curve');
      expect(await line.getAttribute('d')).toMatch(/^M.+L/);
    }
  });

  it('draws its charts one at a time, each once it comes near the screen', async () => {
    // A page of its own, recording how many charts each change of the document brought at once.
    const tab = await demo.context.newPage();
    await tab.addInitScript(() => {
      const batches: number[] = [];
      Object.assign(window, { chartBatches: batches });
      const charts = (node: Node) =>
        node instanceof Element
          ? Number(node.matches('.recharts-wrapper')) +
            node.querySelectorAll('.recharts-wrapper').length
          : 0;
      new MutationObserver((records) => {
        const added = records.flatMap((record) => [...record.addedNodes].map(charts));
        const count = added.reduce((sum, each) => sum + each, 0);
        if (count > 0) batches.push(count);
      }).observe(document, { childList: true, subtree: true });
    });
    // The daily chart on the screen; the two below it more than half a screen down.
    await tab.setViewportSize({ width: 1400, height: 450 });
    await tab.goto(`${demo.server.url}/dashboard`);
    const charts = tab.locator('.recharts-wrapper');
    await expect.poll(() => charts.count(), SLOW).toBe(1);
    expect(await settledScreen(tab)).toBe('page');
    expect(await charts.count()).toBe(1);
    expect(await tab.locator('#main-content .MuiSkeleton-root').count()).toBe(2);

    await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => charts.count(), SLOW).toBe(3);
    // Three changes of one chart each: none drawn in the same task as another.
    expect(
      await tab.evaluate(() => (window as unknown as { chartBatches: number[] }).chartBatches),
    ).toEqual([1, 1, 1]);
    await tab.close();
  });

  it('opens from each card the list it counts', async () => {
    const today = stats.daily.at(-1)!.count;
    const month = stats.monthly.at(-1)!.count;
    const cards: [string, string, number][] = [
      [TEXT.parcelsToday, '/oms/waybill', today],
      [TEXT.weightToday, '/oms/waybill', today],
      [TEXT.parcelsThisMonth, '/oms/waybill', month],
      [TEXT.weightThisMonth, '/oms/waybill', month],
      [TEXT.freightThisMonth, '/oms/waybill', month],
      [
        TEXT.busyClients.replace('%{threshold}', String(stats.busyClients.threshold)),
        '/system/client',
        stats.busyClients.count,
      ],
    ];
    expect(stats.busyClients.count).toBeGreaterThan(0);
    for (const [label, path, count] of cards) {
      await openDashboard();
      await expectOpensList(page.locator('a', { hasText: label }), path, count);
    }
  });

  it("opens from a day's and a month's bar the waybills it counts", async () => {
    const lastWithParcels = (entries: { count: number }[]) =>
      entries.findLast((entry) => entry.count > 0)!.count;
    const bars: [number, number][] = [
      [0, lastWithParcels(stats.daily)],
      [1, lastWithParcels(stats.monthly)],
    ];
    for (const [chart, count] of bars) {
      await openDashboard();
      await clickBar(lastBarOf(chart));
      await page.waitForURL((url) => url.pathname === '/oms/waybill');
      await expect.poll(listTotal, SLOW).toBe(count);
    }
  });

  it("opens from a ranking's client and company their month's waybills", async () => {
    // The first of each table (none in the first hours of a month, before any parcel).
    const firsts = [stats.rankings.clients[0], stats.rankings.companies[0]].filter(Boolean);
    for (const row of firsts) {
      await openDashboard();
      const name = page.locator('#main-content table a', { hasText: row.name }).first();
      await expectOpensList(name, '/oms/waybill', row.count);
    }
  });
});
