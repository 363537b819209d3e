/**
 * The pickup point counter in real Chromium, from the keyboard, as the demo PVZ administrator: a
 * client found by code and by a scanned tracking number, a wrong code refused (translated), the
 * right one hands the parcels over with the payment; the API then holds them Delivered, the
 * payment allocated to them and named with the point, and the receipt shows them. A PVZ
 * administrator of another point gets nothing of it. (The expired code is attacked with a moved
 * clock in tests/server/counter.test.ts: the built server here runs on the real clock.)
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiPost, apiToken, logIn } from './login';

const t = createTranslator('uz');

interface Row {
  id: number;
  [field: string]: unknown;
}

let demo: DemoPage;
let page: Page;
let root: string;
let pvzAdmin: string;
let parcel: Row;
let client: Row;

const search = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  root = await apiToken(demo.server.url, 'root');
  pvzAdmin = await apiToken(demo.server.url, 'pvz_admin');
  const waiting = await apiGet<Row[]>(
    demo.server.url,
    pvzAdmin,
    `waybills?s=${search({ status: ['DropZone'] })}&range=[0,999]`,
  );
  const b2c = waiting.filter((row) => row.clientId != null && row.companyId == null);
  parcel = b2c.find((row) => row.payStatus === 'UN_PAID') ?? b2c[0];
  expect(parcel).toBeDefined();
  client = await apiGet<Row>(demo.server.url, root, `clients/${String(parcel.clientId)}`);
  // Cash is taken during the cashier's shift at the point (docs/decisions.md "Cash shifts").
  const opened = await apiPost(demo.server.url, pvzAdmin, 'cash-shifts', {
    pvzId: parcel.pvzId,
    floatUsd: 0,
    floatSom: 0,
  });
  expect(opened.status, opened.text).toBe(201);
  await logIn(page, demo.server.url, 'pvz_admin');
});
afterAll(() => demo?.close());

async function scan(text: string) {
  await page.goto(`${demo.server.url}/pvzList/counter`);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.getByTestId('counter-client').waitFor();
}

/** The code of the newest hand-over's SMS, as the platform reads the SMS list. */
async function lastCode(): Promise<string> {
  const [handover] = await apiGet<Row[]>(
    demo.server.url,
    root,
    'handovers?sort=["id","DESC"]&range=[0,0]',
  );
  const sms = await apiGet<Row>(demo.server.url, root, `sms/${String(handover.smsId)}`);
  return String(sms.text).slice(0, 6);
}

describe('the counter', () => {
  it('finds the client by code and by a scanned tracking number', async () => {
    await scan(String(client.clientCode).toLowerCase());
    await expect
      .poll(() => page.getByTestId('counter-client').textContent())
      .toContain(String(client.clientCode));
    await scan(String(parcel.trackingNumber));
    const rows = page.getByTestId('counter-parcel');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('counter-client').textContent()).toContain(
      String(parcel.trackingNumber),
    );
  });

  it('refuses a wrong code, then hands over with the right one and the payment', async () => {
    await page.keyboard.press('Control+Enter');
    await page.getByTestId('counter-code').waitFor();
    const code = await lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('counter-error').textContent())
      .toBe(t('counter.errors.wrongCode', { left: 4 }));
    await page.getByTestId('counter-code').fill(code);
    await page.keyboard.press('Enter');
    await page.getByTestId('counter-done').waitFor();

    const [handover] = await apiGet<Row[]>(
      demo.server.url,
      root,
      'handovers?sort=["id","DESC"]&range=[0,0]',
    );
    expect(handover.status).toBe('DONE');
    const ids = (handover.parcels as { waybillId: number }[]).map((row) => row.waybillId);
    expect(ids).toContain(parcel.id);
    for (const id of ids) {
      const waybill = await apiGet<Row>(demo.server.url, root, `waybills/${id}`);
      expect(waybill.status).toBe('Delivered');
      expect(waybill.payStatus).toBe('PAID');
    }
    if (handover.paymentId != null) {
      const payment = await apiGet<Row>(
        demo.server.url,
        root,
        `client-payments/${String(handover.paymentId)}`,
      );
      expect(payment.pvzId).toBe(handover.pvzId);
      const paid = (payment.paidParcels as { waybillId: number }[]).map((row) => row.waybillId);
      expect(paid.length).toBeGreaterThan(0);
    }

    await page.getByTestId('counter-receipt').click();
    await page.getByTestId('handover-receipt').waitFor();
    expect(await page.getByTestId('receipt-parcels').textContent()).toContain(
      String(parcel.trackingNumber),
    );
  });

  it('gives a PVZ administrator of another point nothing', async () => {
    const [handover] = await apiGet<Row[]>(
      demo.server.url,
      root,
      'handovers?sort=["id","DESC"]&range=[0,0]',
    );
    const users = await apiGet<Row[]>(
      demo.server.url,
      root,
      `users?s=${search({ role: 'PVZ_ADMIN' })}&range=[0,999]`,
    );
    const stranger = users.find(
      (user) =>
        user.username !== 'pvz_admin' &&
        !(user.pvzs as { pvzId: number }[]).some((row) => row.pvzId === handover.pvzId),
    );
    expect(stranger, `a PVZ administrator not at point ${String(handover.pvzId)}`).toBeDefined();
    const token = await apiToken(demo.server.url, String(stranger!.username));
    const found = await apiPost(demo.server.url, token, 'handovers/counter-find', {
      query: String(client.clientCode),
    });
    expect([404, 200]).toContain(found.status);
    if (found.status === 200)
      expect((found.body as { parcels: Row[] }).parcels.map((row) => row.id)).not.toContain(
        parcel.id,
      );
    const listed = await apiGet<Row[]>(demo.server.url, token, 'handovers?range=[0,999]');
    expect(listed.map((row) => row.id)).not.toContain(handover.id);
    // Signed out of the first account: its token and session go.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await demo.context.clearCookies();
    await logIn(page, demo.server.url, String(stranger!.username));
    await page.goto(`${demo.server.url}/pvzList/counter/receipt/${String(handover.id)}`);
    await expect.poll(() => page.getByTestId('handover-receipt').count()).toBe(0);
    await page.getByRole('alert').first().waitFor();
  });
});
