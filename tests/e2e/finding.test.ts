/**
 * Finding things in real Chromium, as staff do: the list search box finds parcels by a client's
 * code or a city, a reference picker shows a client by code, name and phone and finds it by
 * name, the unpaid shipments list offers no filter its fixed one would override, and a pickup
 * point's administrator finds a client's parcels by the phone the client gives. The app opens in
 * Uzbek.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { apiList } from './apiList';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiToken, logIn } from './login';

const t = createTranslator('uz');
const waybillField = (name: string) => t(`resources.oms/waybill.fields.${name}`);

interface Waybill {
  id: number;
  trackingNumber: string;
  clientId?: number;
  receiverAddress?: string;
}
interface Client {
  id: number;
  clientCode: string;
  nickname?: string;
  phone: string;
}

let server: DemoServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  token = await apiToken(server.url, 'root');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(username: string): Promise<Page> {
  const page = await browser.context.newPage();
  await browser.context.clearCookies();
  await logIn(page, server.url, username);
  return page;
}

/** Opens a list without the filters an earlier visit left in the browser's store. */
async function openList(page: Page, path: string) {
  await page.goto(`${server.url}${path}?filter={}&displayedFilters={}`);
  await page.locator('input[name="q"]').waitFor();
}

const rows = (page: Page) => page.locator('tbody .RaDataTable-row');
/** The tracking numbers on screen (the first column), sorted. */
const shownNumbers = async (page: Page) =>
  (await rows(page).locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim()).sort();
/** The first page of tracking numbers the API gives root for `search`, sorted. */
const apiNumbers = async (search: Record<string, unknown>, as = token) =>
  (await apiList<Waybill>(server.url, as, 'waybills', { search, range: [0, 9] })).rows
    .map((waybill) => waybill.trackingNumber)
    .sort();

const client = async (id: number) =>
  (await apiList<Client>(server.url, token, 'clients', { search: { id: [id] } })).rows[0];

describe('the list search box', () => {
  it("finds parcels by their client's code and by a city of the address", async () => {
    const page = await signedIn('root');
    const [owned] = (
      await apiList<Waybill>(server.url, token, 'waybills', {
        search: { clientId_exists: true, receiverAddress_exists: true },
        range: [0, 0],
      })
    ).rows;
    const { clientCode } = await client(owned.clientId!);
    await openList(page, '/oms/waybill');
    await page.locator('input[name="q"]').fill(clientCode);
    const ofClient = await apiNumbers({ clientId: owned.clientId });
    expect(ofClient).toContain(owned.trackingNumber);
    await expect.poll(() => shownNumbers(page), { timeout: 15_000 }).toEqual(ofClient);

    const city = String(owned.receiverAddress).split(',')[0];
    await page.locator('input[name="q"]').fill(city);
    const inCity = await apiNumbers({ receiverAddress: city });
    expect(inCity.length).toBeGreaterThan(0);
    await expect.poll(() => shownNumbers(page), { timeout: 15_000 }).toEqual(inCity);
    await page.close();
  });
});

describe('a reference picker', () => {
  it('shows a client by code, name and phone, and finds it by name', async () => {
    const page = await signedIn('root');
    const [named] = (
      await apiList<Client>(server.url, token, 'clients', {
        search: { nickname_exists: true },
        range: [3, 3],
      })
    ).rows;
    await openList(page, '/oms/waybill');
    await page.getByRole('button', { name: t('ra.action.add_filter') }).click();
    await page.getByRole('menuitemcheckbox', { name: waybillField('clientId') }).click();
    const picker = page.getByRole('combobox', { name: new RegExp(`^${waybillField('clientId')}`) });
    await picker.fill(String(named.nickname).toUpperCase());
    const choice = `${named.clientCode} · ${named.nickname} · ${named.phone}`;
    await page.getByRole('option', { name: choice, exact: true }).click();
    // Chosen, the client is named by its code, and the list shows its parcels.
    expect(await picker.inputValue()).toBe(named.clientCode);
    await expect
      .poll(() => shownNumbers(page), { timeout: 15_000 })
      .toEqual(await apiNumbers({ clientId: named.id }));
    await page.close();
  });
});

describe('the unpaid shipments of the pickup points', () => {
  it('offer no filter their fixed one would override (the API applies the others)', async () => {
    const page = await signedIn('root');
    await openList(page, '/pvzList/unpaid_shipments');
    await page.getByRole('button', { name: t('ra.action.add_filter') }).click();
    const offered = await page.getByRole('menuitemcheckbox').allInnerTexts();
    const names = offered.map((text) => text.trim());
    // The list is the unpaid parcels at pickup points: its status and pay status are fixed.
    expect(names).not.toContain(waybillField('payStatus'));
    expect(names).not.toContain(waybillField('status'));
    expect(names).toContain(waybillField('clientId'));
    await page.keyboard.press('Escape');
    await page.close();
  });

  it("let a PVZ administrator find a client's parcels by the phone given at the counter", async () => {
    const fixed = { status: 'DropZone', payStatus: 'UN_PAID' };
    // Of its own points' parcels and clients: it sees no other (docs/decisions.md "Pickup point
    // staff"). Its lookup of clients names their phone.
    const pvzToken = await apiToken(server.url, 'pvz_admin');
    const ownWaiting = (
      await apiList<Waybill>(server.url, pvzToken, 'waybills', {
        search: { ...fixed, clientId_exists: true },
        range: [0, 999],
      })
    ).rows;
    const clientIds = [...new Set(ownWaiting.map((waybill) => waybill.clientId))];
    const seen = (
      await apiList<Client>(server.url, pvzToken, 'clients', { search: { id: clientIds } })
    ).rows;
    const waiting = ownWaiting.find((waybill) =>
      seen.some((one) => one.id === waybill.clientId),
    ) as Waybill;
    const { phone } = await client(waiting.clientId!);
    const theirs = await apiNumbers({ ...fixed, clientId: waiting.clientId }, pvzToken);
    const page = await signedIn('pvz_admin');
    await openList(page, '/pvzList/unpaid_shipments');
    await page.locator('input[name="q"]').fill(phone);
    await expect.poll(() => shownNumbers(page), { timeout: 15_000 }).toEqual(theirs);
    expect(theirs).toContain(waiting.trackingNumber);
    await page.close();
  });
});
