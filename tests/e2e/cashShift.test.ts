/**
 * The shift's cash in real Chromium, as the demo PVZ administrator: a shift opened at one of its
 * points with a float through the form, closed by counting the cash on its page (expected,
 * counted and difference kept), and read on the day's cash report (/pvzList/cash).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');
const field = (name: string) => t(`resources.pvzList/shifts.fields.${name}`);

interface Shift {
  id: number;
  pvzId: number;
  status: string;
  floatUsd: number;
  expectedUsd?: number | null;
  countedUsd?: number | null;
  differenceUsd?: number | null;
}

let demo: DemoPage;
let page: Page;
let token: string;
let point: { id: number; name: string };

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  token = await apiToken(demo.server.url, 'pvz_admin');
  const points = await apiGet<{ id: number; name: string }[]>(demo.server.url, token, 'pvzs');
  const shifts = await apiGet<Shift[]>(demo.server.url, token, 'cash-shifts');
  // A point of its own where it has no open shift yet (the demo's open one is at another).
  const busy = new Set(shifts.filter((s) => s.status === 'OPEN').map((s) => s.pvzId));
  point = points.find((candidate) => !busy.has(candidate.id))!;
  await logIn(page, demo.server.url, 'pvz_admin');
});
afterAll(() => demo?.close());

describe('a cash shift', () => {
  it('opens with a float, closes by counting the cash, and shows on the day’s report', async () => {
    await page.goto(`${demo.server.url}/pvzList/shifts/create`);
    await page.getByRole('combobox', { name: field('pvzId') }).fill(point.name);
    await page
      .getByRole('option', { name: new RegExp(point.name) })
      .first()
      .click();
    await page.getByLabel(field('floatUsd')).fill('25');
    await page.getByLabel(field('floatSom')).fill('100000');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await page.waitForURL((url) => /\/pvzList\/shifts\/\d+/.test(url.pathname));
    const id = Number(/\/pvzList\/shifts\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
    await expect
      .poll(async () => (await apiGet<Shift>(demo.server.url, token, `cash-shifts/${id}`)).status)
      .toBe('OPEN');

    if (!page.url().endsWith('/show'))
      await page.goto(`${demo.server.url}/pvzList/shifts/${id}/show`);
    await page
      .getByRole('button', { name: t('resources.pvzList/shifts.actions.closeShift.label') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(field('countedUsd')).fill('24');
    await dialog.getByLabel(field('countedSom')).fill('100000');
    await dialog.getByRole('button', { name: t('ra.action.confirm') }).click();
    await expect
      .poll(async () => (await apiGet<Shift>(demo.server.url, token, `cash-shifts/${id}`)).status)
      .toBe('CLOSED');
    const closed = await apiGet<Shift>(demo.server.url, token, `cash-shifts/${id}`);
    expect(closed).toMatchObject({ expectedUsd: 25, countedUsd: 24, differenceUsd: -1 });

    await page.goto(`${demo.server.url}/pvzList/cash`);
    const row = page.locator(`[data-shift="${id}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('-1.00 USD');
    await page.getByRole('heading', { name: point.name }).waitFor();
  });
});
