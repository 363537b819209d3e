/**
 * Storage fees in real Chromium (docs/decisions.md "Storage fees"): a parcel past its point's
 * free days shows its fee on its waybill page and in the list of parcels owing storage, and is
 * counted in the PVZ statistics; a PVZ administrator, who may not waive, has no waive button and
 * the API refuses them (403), while the confirm-price group sees the button.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiPost, apiToken, logIn } from './login';

const t = createTranslator('uz');

interface Row {
  id: number;
  trackingNumber: string;
  pvzId?: number;
  storageFee?: number;
}

let demo: DemoPage;
let page: Page;
let parcel: Row;
let pvzAdmin: string;

async function signInAs(username: string) {
  await demo.context.clearCookies();
  page = await demo.context.newPage();
  await logIn(page, demo.server.url, username);
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** The daily job runs each minute of the scheduler: a fee is written within this. */
const JOB_PATIENCE_MS = 90_000;

beforeAll(async () => {
  demo = await openDemoPage();
  const url = demo.server.url;
  pvzAdmin = await apiToken(url, 'pvz_admin');
  // The demo's parcels are collected a day or two after they reach a point: the longest waiting
  // client parcel at the PVZ administrator's points is made overdue as a platform administrator
  // would, by giving its point no free days in the point's form; the scheduler's storage fee job
  // then charges it.
  const waiting = await apiGet<(Row & { companyId?: number | null })[]>(
    url,
    pvzAdmin,
    `waybills?s=${json({ status: 'DropZone' })}&sort=${json(['statusChangedAt', 'ASC'])}&range=[0,99]`,
  );
  const longest = waiting.find((row) => row.companyId == null);
  expect(longest, 'a client parcel waiting at pvz_admin’s points').toBeDefined();
  const root = await apiToken(url, 'root');
  const point = await apiGet<Record<string, unknown>>(url, root, `pvzs/${longest!.pvzId}`);
  const saved = await fetch(`${url}/api/pvzs/${longest!.pvzId}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${root}`,
      source: 'ADMIN_WEB',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ ...point, freeDays: 0 }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const until = Date.now() + JOB_PATIENCE_MS;
  for (;;) {
    parcel = await apiGet<Row>(url, pvzAdmin, `waybills/${longest!.id}`);
    if (Number(parcel.storageFee) > 0 || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  expect(Number(parcel.storageFee), 'the fee the job wrote').toBeGreaterThan(0);
}, JOB_PATIENCE_MS + 60_000);
afterAll(() => demo?.close());

describe('a parcel past its free days', () => {
  it('shows its fee on its page, and the PVZ administrator has no waiver (the API refuses it)', async () => {
    await signInAs('pvz_admin');
    await page.goto(`${demo.server.url}/oms/waybill/${parcel.id}/show`);
    await page.getByText(parcel.trackingNumber).first().waitFor();
    await page
      .getByText(t('resources.oms/waybill.fields.storageFee'), { exact: true })
      .first()
      .waitFor();
    const fee = Number(parcel.storageFee).toFixed(2);
    expect(await page.getByText(new RegExp(fee.replace('.', '[.,]'))).count()).toBeGreaterThan(0);
    const waive = t('resources.oms/waybill.actions.waiveStorageFee.label');
    expect(await page.getByRole('button', { name: waive }).count()).toBe(0);
    const refused = await apiPost(
      demo.server.url,
      pvzAdmin,
      `waybills/${parcel.id}/waive-storage-fee`,
      {
        reason: 'Regular client',
      },
    );
    expect(refused.status).toBe(403);
  });

  it('is counted in the PVZ statistics', async () => {
    await page.goto(`${demo.server.url}/pvzList/statistics`);
    await page.getByText(t('stats.pvz.overdue')).first().waitFor();
    await page.getByText(t('stats.pvz.storageFees')).first().waitFor();
  });

  it('offers the waiver to the confirm-price group', async () => {
    await signInAs('platform_admin');
    await page.goto(`${demo.server.url}/oms/waybill/${parcel.id}/show`);
    await page.getByText(parcel.trackingNumber).first().waitFor();
    await page
      .getByRole('button', { name: t('resources.oms/waybill.actions.waiveStorageFee.label') })
      .first()
      .waitFor();
  });

  it('is listed with its fee among the parcels owing storage, a column no other list has', async () => {
    await signInAs('root');
    const header = page
      .locator('main table thead')
      .getByText(t('resources.oms/waybill.fields.storageFee'), { exact: true });
    await page.goto(
      `${demo.server.url}/pvzList/storage_fees?filter=${json({ trackingNumber: parcel.trackingNumber })}`,
    );
    const row = page.locator('main table tbody tr').filter({ hasText: parcel.trackingNumber });
    await row.waitFor();
    await header.waitFor();
    const fee = Number(parcel.storageFee).toFixed(2);
    await row
      .getByText(new RegExp(fee.replace('.', '[.,]')))
      .first()
      .waitFor();

    await page.goto(
      `${demo.server.url}/oms/waybill?filter=${json({ trackingNumber: parcel.trackingNumber })}`,
    );
    await row.waitFor();
    expect(await header.count()).toBe(0);
  });
});
