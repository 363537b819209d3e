/**
 * The client on one page, in real Chromium (issue 40 part 5): a platform role reads a client's
 * page, whose settlement figures are the settlement page's to the cent and whose status counts
 * open the waybill list of that client and status; a client link of a waybill and of a payment
 * opens the page; a company administrator opens its own client's page and finds another
 * company's not found; at 390 px the page does not scroll sideways. The app opens in Uzbek.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientParcels, ClientSettlement } from '../../src/core/stats/statsTypes';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { NOT_FOUND_TEXT } from './appScreen';
import { launchBrowser, type Browser } from './browser';
import { startDemoServer, type DemoServer } from './demoServer';
import { apiGet, apiToken, logIn } from './login';

const t = createTranslator('uz');

/** The settlement cards, as both pages label them. */
const FIGURES = [
  'stats.settlement.unpaidParcels',
  'stats.settlement.unpaidAmount',
  'stats.settlement.paidParcels',
  'stats.settlement.paidAmount',
  'stats.settlement.payments',
  'stats.settlement.paymentsAmount',
  'clientMoney.settlement.partlyPaid',
  'clientMoney.settlement.due',
  'clientMoney.settlement.credit',
].map((key) => t(key));

interface Row {
  id: number;
  clientId?: number;
  companyId?: number | null;
  reference?: string;
}

let server: DemoServer;
let browser: Browser;
let page: Page;
let root: string;
/** A client with payments and parcels still unpaid: every figure has something to say. */
let client: Row;
let settlement: ClientSettlement;

const clientPage = (id: number) => `/system/client/${id}/show`;
const whole = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
/** The figure's own card (one holding no other card), by its label (not a section's heading). */
const cardOf = (within: Locator | Page, label: string) =>
  within
    .locator('.MuiCard-root:not(:has(.MuiCard-root))')
    .filter({ has: page.locator('p.MuiTypography-body2', { hasText: whole(label) }) });
/** Each figure's card as it reads, label and value, in FIGURES' order. */
const figuresIn = (within: Locator | Page) =>
  Promise.all(FIGURES.map(async (label) => (await cardOf(within, label).innerText()).trim()));
/** The page's section under this heading (the card the heading heads). */
const sectionTitled = (key: string) =>
  page
    .getByRole('heading', { name: t(key), exact: true })
    .locator('xpath=ancestor::div[contains(@class, "MuiCard-root")][1]');

beforeAll(async () => {
  server = await startDemoServer();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  root = await apiToken(server.url, 'root');
  const payments = await apiGet<Row[]>(server.url, root, 'client-payments?range=[0,999]');
  for (const id of new Set(payments.map((payment) => payment.clientId!))) {
    const figures = await apiGet<ClientSettlement>(
      server.url,
      root,
      `stats/client-settlement/${id}`,
    );
    if (figures.unpaid.count > 0 && figures.payments.count > 0) {
      client = await apiGet<Row>(server.url, root, `clients/${id}`);
      settlement = figures;
      break;
    }
  }
  expect(client).toBeDefined();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a platform role on the client page', () => {
  beforeAll(() => logIn(page, server.url, 'platform_admin'));

  it('shows the settlement page’s figures, to the cent', async () => {
    await page.goto(`${server.url}/clientSettle/detail/${client.id}`);
    await cardOf(page, FIGURES[0]).waitFor();
    const onSettlement = await figuresIn(page);

    await page.goto(`${server.url}${clientPage(client.id)}`);
    const section = sectionTitled('clientPage.settlement.title');
    await cardOf(section, FIGURES[0]).waitFor();
    expect(await figuresIn(section)).toEqual(onSettlement);
    // And they are the figures the API gives: what is still due, to the cent, for one.
    const [dollars, cents] = settlement.due.toFixed(2).split('.');
    const due = `$${dollars.replace(/\B(?=(\d{3})+$)/g, '\u00a0')},${cents}`;
    expect(onSettlement[7].replace(/\s+/g, ' ')).toContain(due.replace(/\s+/g, ' '));
  });

  it('counts its parcels by status, each opening the waybill list of that client and status', async () => {
    const counts = await apiGet<ClientParcels>(
      server.url,
      root,
      `stats/client-parcels/${client.id}`,
    );
    expect(counts.byStatus.length).toBeGreaterThan(0);
    await page.goto(`${server.url}${clientPage(client.id)}`);
    const section = sectionTitled('clientPage.parcels.title');
    const { status, count } = counts.byStatus[0];
    const card = cardOf(section, t(`enums.waybillStatus.${status}`));
    await card.waitFor();
    expect((await card.innerText()).replace(/\s+/g, ' ')).toContain(String(count));
    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/oms/waybill');
    const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
    expect(filter).toEqual({ clientId: String(client.id), status: [status] });
    await expect
      .poll(() => page.locator('tbody .RaDataTable-row').count(), { timeout: 15_000 })
      .toBe(Math.min(count, 10));
  });

  it('is opened by the client link of a waybill and of a payment', async () => {
    const [waybill] = await apiGet<Row[]>(
      server.url,
      root,
      `waybills?s=${encodeURIComponent(JSON.stringify({ clientId: client.id }))}&range=[0,0]`,
    );
    await page.goto(`${server.url}/oms/waybill/${waybill.id}/show`);
    await page
      .locator(`a[href="${clientPage(client.id)}"]`)
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === clientPage(client.id));
    await sectionTitled('clientPage.parcels.title').waitFor();

    const filter = encodeURIComponent(JSON.stringify({ clientId: client.id }));
    await page.goto(`${server.url}/clientSettle/clientsettlement?filter=${filter}`);
    await page
      .locator('tbody .RaDataTable-row')
      .first()
      .locator(`a[href="${clientPage(client.id)}"]`)
      .click();
    await page.waitForURL((url) => url.pathname === clientPage(client.id));
    // The settlement page names the client with a link back to the page (its lists name the
    // client too).
    await page.goto(`${server.url}/clientSettle/detail/${client.id}`);
    await page
      .locator(`a[href="${clientPage(client.id)}"]`)
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === clientPage(client.id));
  });

  it('does not scroll sideways at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.url}${clientPage(client.id)}`);
      await cardOf(sectionTitled('clientPage.settlement.title'), FIGURES[0]).waitFor();
      // Down to the last list, so every list has been read and drawn.
      await page.mouse.wheel(0, 20_000);
      await page
        .getByRole('heading', { name: t('resources.feedback.name', { smart_count: 2 }) })
        .waitFor();
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]);
    } finally {
      await page.setViewportSize({ width: 1400, height: 900 });
    }
  });
});

describe('a company administrator on the client page', () => {
  it('opens its own client, and finds another company’s not found', async () => {
    const admin = await apiToken(server.url, 'company_admin');
    const own = (await apiGet<Row[]>(server.url, admin, 'clients?range=[0,0]'))[0];
    const others = await apiGet<Row[]>(server.url, root, 'clients?range=[0,9999]');
    const foreign = others.find((row) => row.companyId != null && row.companyId !== own.companyId)!;
    expect(foreign).toBeDefined();

    // Signed out of the platform role first: the login page is for who is signed out.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await logIn(page, server.url, 'company_admin');
    await page.goto(`${server.url}${clientPage(own.id)}`);
    await sectionTitled('clientPage.parcels.title').waitFor();

    await page.goto(`${server.url}${clientPage(foreign.id)}`);
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    expect(new URL(page.url()).pathname).toBe(clientPage(foreign.id));
    expect(await sectionTitled('clientPage.parcels.title').count()).toBe(0);
  });
});
