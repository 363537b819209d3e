/**
 * The status jobs of three roles, walked in real Chromium (issue 36), each checked against what
 * the API then holds or refuses:
 * - the warehouse operator (PLATFORM_USER) puts a parcel on the unlawful list and takes it off,
 *   and detaches a parcel from a wrong client;
 * - an administrator (PLATFORM_ADMIN) is not offered a handover of a parcel not paid for: the
 *   form shows it disabled, saying why, and the bulk change reports why;
 * - a partner company's user (COMPANY_USER) may only flag an issue with its parcel: the road is
 *   the platform's, and the API refuses it too, naming what it may set.
 * The app opens in Uzbek.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');
const statusLabel = (value: string) => t(`enums.waybillStatus.${value}`);
const fieldLabel = (name: string) => t(`resources.oms/waybill.fields.${name}`);
const actionText = (action: string, text: 'label' | 'confirm') =>
  t(`resources.oms/waybill.actions.${action}.${text}`);

interface Waybill {
  id: number;
  trackingNumber: string;
  status: string;
  version: number;
  clientId?: number | null;
  companyId?: number | null;
  payStatus?: string;
}

let server: DemoServer;
let browser: Browser;
let rootToken: string;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  rootToken = await apiToken(server.url, 'root');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const findWaybills = (search: Record<string, unknown>, range: [number, number] = [0, 9]) =>
  apiGet<Waybill[]>(
    server.url,
    rootToken,
    `waybills?s=${encodeURIComponent(JSON.stringify(search))}&range=${JSON.stringify(range)}`,
  );
const waybill = (id: number) => apiGet<Waybill>(server.url, rootToken, `waybills/${id}`);

/** A page of its own, signed in as `username` (the one before it is closed: one session at a time). */
async function signedIn(username: string): Promise<Page> {
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  await logIn(page, server.url, username);
  return page;
}

const rowOf = (page: Page, trackingNumber: string) =>
  page
    .locator('tbody .RaDataTable-row')
    .filter({ has: page.getByRole('cell', { name: trackingNumber, exact: true }) });

async function openList(page: Page, path: string, trackingNumber: string) {
  await page.goto(`${server.url}${path}?filter={}&displayedFilters={}`);
  await page.locator('textarea[name="trackingNumber"]').fill(trackingNumber);
  await rowOf(page, trackingNumber).waitFor();
}

const dialogTitled = (page: Page, title: string): Locator =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/** Clicks a row's action button and confirms it. */
async function confirmRowAction(page: Page, trackingNumber: string, action: string) {
  await rowOf(page, trackingNumber)
    .getByRole('button', { name: actionText(action, 'label') })
    .click();
  const confirm = dialogTitled(page, t('confirm.title'));
  await confirm.getByText(actionText(action, 'confirm')).waitFor();
  await confirm.getByRole('button', { name: t('ra.action.confirm') }).click();
  await page.getByText(t('notify.done')).waitFor();
}

const statusSelect = (page: Page) =>
  page.getByRole('combobox', { name: new RegExp(`^${fieldLabel('status')}`) });

describe('the warehouse operator', () => {
  it('puts a parcel on the unlawful list and takes it off again', async () => {
    const page = await signedIn('platform_user');
    const [target] = await findWaybills({ status: 'Yiwu', clientId_exists: true }, [3, 3]);
    await page.goto(`${server.url}/oms/unlawfulWaybill?filter={}&displayedFilters={}`);
    await page.getByRole('button', { name: actionText('addUnlawful', 'label') }).click();
    const dialog = dialogTitled(page, actionText('addUnlawful', 'label'));
    await dialog.getByLabel(fieldLabel('trackingNumber')).fill(target.trackingNumber);
    await dialog.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(t('notify.done')).waitFor();
    expect((await waybill(target.id)).status).toBe('UN_LAWFUL');

    await openList(page, '/oms/unlawfulWaybill', target.trackingNumber);
    await confirmRowAction(page, target.trackingNumber, 'removeUnlawful');
    await expect.poll(() => rowOf(page, target.trackingNumber).count()).toBe(0);
    expect((await waybill(target.id)).status).toBe('Yiwu');
    await page.close();
  });

  it('detaches a parcel from its client on its page: it waits with no owner', async () => {
    const page = await signedIn('platform_user');
    const [owned] = await findWaybills({ status: 'Ulugchat', clientId_exists: true }, [1, 1]);
    await page.goto(`${server.url}/oms/waybill/${owned.id}/show`);
    await page.getByRole('button', { name: actionText('detachTrack', 'label') }).click();
    const confirm = dialogTitled(page, t('confirm.title'));
    await confirm.getByText(actionText('detachTrack', 'confirm')).waitFor();
    await confirm.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(t('notify.done')).waitFor();
    const after = await waybill(owned.id);
    expect(after.status).toBe('NO_CLIENT');
    expect(after.clientId ?? null).toBeNull();
    await openList(page, '/oms/unclearWaybill', owned.trackingNumber);
    await page.close();
  });
});

describe('an administrator handing a parcel over', () => {
  it('is shown Delivered disabled for an unpaid parcel, saying why, and the API agrees', async () => {
    const page = await signedIn('platform_admin');
    const [unpaid] = await findWaybills({
      status: 'DropZone',
      payStatus: 'UN_PAID',
      companyId_exists: false,
    });
    await page.goto(`${server.url}/oms/waybill/${unpaid.id}`);
    await statusSelect(page).click();
    const delivered = page.getByRole('option', { name: statusLabel('Delivered'), exact: true });
    expect(await delivered.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByText(t('waybillOps.server.handoverUnpaid')).waitFor();

    // What the select keeps back, the API refuses: the parcel stays where it is.
    const token = await apiToken(server.url, 'platform_admin');
    const refused = await fetch(`${server.url}/api/waybills/${unpaid.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'Delivered', version: unpaid.version }),
    });
    expect(refused.status).toBe(400);
    expect((await waybill(unpaid.id)).status).toBe('DropZone');
    await page.close();
  });

  it('is told, in the bulk change report, which parcels are not paid for', async () => {
    const page = await signedIn('platform_admin');
    const [paid] = await findWaybills({ status: 'DropZone', payStatus: 'PAID' });
    const [unpaid] = await findWaybills(
      { status: 'DropZone', payStatus: 'UN_PAID', companyId_exists: false },
      [1, 1],
    );
    await page.goto(`${server.url}/oms/waybill?filter={}&displayedFilters={}`);
    await page.getByRole('button', { name: t('waybillOps.bulk.pasteLabel') }).click();
    const dialog = dialogTitled(page, t('waybillOps.bulk.pasteLabel'));
    await dialog
      .getByLabel(t('waybillOps.bulk.pasteHint'))
      .fill(`${paid.trackingNumber} ${unpaid.trackingNumber}`);
    await dialog.getByRole('combobox', { name: new RegExp(`^${fieldLabel('status')}`) }).click();
    await page.getByRole('option', { name: statusLabel('Delivered'), exact: true }).click();
    await dialog.getByRole('button', { name: t('waybillOps.bulk.submit') }).click();
    const report = dialogTitled(page, t('waybillOps.bulk.reportTitle'));
    const unpaidRow = report
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: unpaid.trackingNumber, exact: true }) });
    await unpaidRow.getByText(t('waybillOps.server.handoverUnpaid')).waitFor();
    await report.getByText(`${t('waybillOps.bulk.outcome.changed')}: 1`).waitFor();
    expect((await waybill(paid.id)).status).toBe('Delivered');
    expect((await waybill(unpaid.id)).status).toBe('DropZone');
    await page.close();
  });
});

describe("a partner company's user", () => {
  it('is offered only to flag an issue on its parcel; the API refuses the road', async () => {
    const page = await signedIn('company_user');
    const userToken = await apiToken(server.url, 'company_user');
    const nextOnRoad: Record<string, string> = {
      Warehouse: 'Yiwu',
      Yiwu: 'Ulugchat',
      Ulugchat: 'Osh',
      Osh: 'Toshkent',
    };
    const search = { status: Object.keys(nextOnRoad) };
    const [parcel] = await apiGet<Waybill[]>(
      server.url,
      userToken,
      `waybills?s=${encodeURIComponent(JSON.stringify(search))}&range=[0,0]`,
    );
    await page.goto(`${server.url}/oms/waybill/${parcel.id}`);
    await statusSelect(page).click();
    const offered = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
    // The registry's order: every road status comes before the holds.
    expect(offered).toEqual([statusLabel(parcel.status), statusLabel('ISSUE')]);
    await page.keyboard.press('Escape');

    const refused = await fetch(`${server.url}/api/waybills/${parcel.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${userToken}` },
      body: JSON.stringify({ status: nextOnRoad[parcel.status], version: parcel.version }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: { status: string } }).errors.status).toContain(
      statusLabel('ISSUE'),
    );
    expect((await waybill(parcel.id)).status).toBe(parcel.status);

    await statusSelect(page).click();
    await page.getByRole('option', { name: statusLabel('ISSUE'), exact: true }).click();
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await expect.poll(async () => (await waybill(parcel.id)).status).toBe('ISSUE');
    await page.close();
  });
});
