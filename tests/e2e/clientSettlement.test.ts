/**
 * Client settlement in real Chromium: finance staff record a B2C client's payment through the
 * form and open the client's settlement from the payment list: the oldest unpaid parcel has
 * left the unpaid list, and what a second payment leaves over the parcels shows as credit.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import type { DemoServer } from './demoServer';
import { apiGet, apiToken, logIn } from './login';

/** What the user reads: the app opens in Uzbek. */
const t = createTranslator('uz');
const field = (name: string) => t(`resources.clientSettle/clientsettlement.fields.${name}`);
/** A USD amount as shown in Uzbek: a no-break space between groups of three, a decimal comma. */
const usdShown = (amount: number) => {
  const [whole, cents] = amount.toFixed(2).split('.');
  return new RegExp(`\\$${whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0')},${cents}`);
};

interface Waybill {
  id: number;
  trackingNumber: string;
  companyId?: number | null;
  finalFreight?: number;
  payStatus: string;
  payAmount?: number;
  createdAt: string;
}
interface Client {
  id: number;
  companyId?: number | null;
  credit?: number;
}

let demo: DemoPage;
let server: DemoServer;
let page: Page;
let token: string;

beforeAll(async () => {
  demo = await openDemoPage();
  ({ server, page } = demo);
  // The checks read as root: finance staff do not list clients.
  token = await apiToken(server.url, 'root');
  await logIn(page, server.url, 'platform_finance');
});
afterAll(() => demo?.close());

const query = (filter: Record<string, unknown>) =>
  `s=${encodeURIComponent(JSON.stringify(filter))}&range=[0,9999]`;

/** A B2C client's parcels not paid yet, oldest first. */
async function unpaidParcels(clientId: number): Promise<Waybill[]> {
  const waybills = await apiGet<Waybill[]>(server.url, token, `waybills?${query({ clientId })}`);
  return waybills
    .filter((w) => w.companyId == null && (w.finalFreight ?? 0) > 0 && w.payStatus !== 'PAID')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

const dueOf = (w: Waybill) => subtractUsd(w.finalFreight!, w.payAmount ?? 0);

/** Records a payment through the create form, the client and the time filled in by the link. */
async function recordPayment(clientId: number, amount: number, reference: string) {
  const source = { clientId, paymentMethod: 0, paidAt: new Date().toISOString() };
  await page.goto(
    `${server.url}/clientSettle/clientsettlement/create?source=${encodeURIComponent(JSON.stringify(source))}`,
  );
  await page.getByLabel(field('amount'), { exact: true }).fill(String(amount));
  await page.getByLabel(field('reference')).fill(reference);
  await page.getByRole('button', { name: t('ra.action.save') }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/create'));
}

describe('client settlement', () => {
  it('pays the oldest parcels first and shows what is left as credit', async () => {
    const clients = await apiGet<Client[]>(server.url, token, `clients?range=[0,9999]`);
    let client: Client | undefined;
    let unpaid: Waybill[] = [];
    for (const candidate of clients.filter((c) => c.companyId == null)) {
      unpaid = await unpaidParcels(candidate.id);
      if (unpaid.length >= 2) {
        client = candidate;
        break;
      }
    }
    expect(client).toBeDefined();
    const [oldest, next] = unpaid;

    // Enough for the oldest parcel and a dollar of the next.
    await recordPayment(client!.id, sumUsd([dueOf(oldest), 1]), 'E2E-CLIENT-PAY-1');
    // The payment's row in the payment list links to the client's settlement.
    await page.goto(`${server.url}/clientSettle/clientsettlement?filter={}&displayedFilters={}`);
    await page
      .locator('tbody .RaDataTable-row')
      .filter({ hasText: 'E2E-CLIENT-PAY-1' })
      .getByRole('link', { name: t('clientMoney.settlement.open') })
      .click();
    await page.waitForURL((url) => url.pathname === `/clientSettle/detail/${client!.id}`);
    const rows = page.locator('tbody .RaDataTable-row');
    await rows.filter({ hasText: next.trackingNumber }).first().waitFor();
    await expect
      .poll(() => rows.filter({ hasText: oldest.trackingNumber }).count(), { timeout: 15_000 })
      .toBe(0);
    const paid = await apiGet<Waybill>(server.url, token, `waybills/${oldest.id}`);
    expect(paid.payStatus).toBe('PAID');

    // Everything still due and 7.50 $ more: the credit shows on the page.
    const rest = sumUsd([...unpaid.slice(1).map(dueOf), -1, 7.5]);
    await recordPayment(client!.id, rest, 'E2E-CLIENT-PAY-2');
    await page.goto(`${server.url}/clientSettle/detail/${client!.id}`);
    const credit = page
      .locator('.MuiCard-root')
      .filter({ hasText: t('clientMoney.settlement.credit') });
    await credit.getByText(usdShown(7.5)).waitFor();
    expect((await apiGet<Client>(server.url, token, `clients/${client!.id}`)).credit).toBe(7.5);
    expect(await unpaidParcels(client!.id)).toEqual([]);
  });
});
