/**
 * Storage fees in real Chromium (docs/decisions.md "Storage fees"): a parcel past its point's
 * free days shows its fee on its waybill page and is counted in the PVZ statistics; a PVZ
 * administrator, who may not waive, has no waive button and the API refuses them (403), while
 * the confirm-price group sees the button.
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

beforeAll(async () => {
  demo = await openDemoPage();
  pvzAdmin = await apiToken(demo.server.url, 'pvz_admin');
  // The demo's parcels at the PVZ administrator's points that owe a storage fee (the scheduler
  // wrote them at the server's start).
  const filter = encodeURIComponent(
    JSON.stringify({ status: 'DropZone', storageFeeFrom_exists: true }),
  );
  const owing = await apiGet<Row[]>(demo.server.url, pvzAdmin, `waybills?s=${filter}&range=[0,99]`);
  parcel = owing.find((row) => Number(row.storageFee) > 0)!;
  expect(parcel, 'a demo parcel past its free days at pvz_admin’s points').toBeDefined();
});
afterAll(() => demo?.close());

describe('a parcel past its free days', () => {
  it('shows its fee on its page, and the PVZ administrator has no waiver (the API refuses it)', async () => {
    await signInAs('pvz_admin');
    await page.goto(`${demo.server.url}/oms/waybill/${parcel.id}/show`);
    await page.getByText(parcel.trackingNumber).first().waitFor();
    await page
      .getByText(t('resources.waybill.fields.storageFee'), { exact: true })
      .first()
      .waitFor();
    const fee = Number(parcel.storageFee).toFixed(2);
    expect(await page.getByText(new RegExp(fee.replace('.', '[.,]'))).count()).toBeGreaterThan(0);
    const waive = t('resources.waybill.actions.waiveStorageFee.label');
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
      .getByRole('button', { name: t('resources.waybill.actions.waiveStorageFee.label') })
      .first()
      .waitFor();
  });
});
