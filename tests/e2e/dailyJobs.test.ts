/**
 * Staff's daily jobs in real Chromium, each by the role that does it, and the figures it changes
 * as every screen showing them reads them:
 * - the Tashkent warehouse receives a box through its receive record form: the box page says it is
 *   in Tashkent and when it came, its parcels are in Tashkent, its batch counts the weight flag;
 * - an approved price change is the price the waybill list, the unpaid list and the dashboard show;
 * - finance reads one "payments received" on the reports page, the B2C report and the dashboard;
 * - a partly paid parcel shows what it got and what is left, and its payment what it paid.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_WEIGHT_TOLERANCE } from '../../src/core/domain/boxReceipt';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import {
  addMonths,
  monthOf,
  periodsUpTo,
  tashkentDayAt,
  tashkentDayOf,
} from '../../src/core/time/tashkent';
import { formatQuantityWithUnit } from '../../src/format/quantity';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { categoryPoint } from './chartPoints';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

/** What the user reads: the app opens in Uzbek. */
const t = createTranslator('uz');
const usd = (value: number) => formatQuantityWithUnit(value, 'USD', 'uz', t);

type Row = Record<string, unknown> & { id: number };

let demo: DemoPage;
let page: Page;
let root: string;
let finance: string;

beforeAll(async () => {
  demo = await openDemoPage();
  [root, finance] = await Promise.all(
    ['root', 'platform_finance'].map((name) => apiToken(demo.server.url, name)),
  );
});
afterAll(() => demo?.close());

/** A fresh session of `username` in a new tab. */
async function signInAs(username: string) {
  await demo.context.clearCookies();
  page = await demo.context.newPage();
  await logIn(page, demo.server.url, username);
}

const query = (filter: Record<string, unknown>) =>
  `s=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99999]`;
const list = (collection: string, filter: Record<string, unknown> = {}) =>
  apiGet<Row[]>(demo.server.url, root, `${collection}?${query(filter)}`);
const get = (path: string) => apiGet<Row>(demo.server.url, root, path);
const post = async (token: string, path: string, body?: unknown) => {
  const response = await fetch(`${demo.server.url}/api/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(response.status, `POST ${path}`).toBeLessThan(300);
  return (await response.json()) as Row;
};
const listUrl = (path: string, filter: Record<string, unknown>) =>
  `${demo.server.url}${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&displayedFilters={}`;
const rowWith = (text: string) => page.locator('tbody .RaDataTable-row').filter({ hasText: text });
const shownField = (source: string) => page.locator(`.ra-field-${source}`).first();
const thisMonth = () => monthOf(tashkentDayAt(Date.now()));

/**
 * Points at the column of a bar of the dashboard's freight chart (series 0: freight charged, 1: payments
 * received; month 0 to 5, oldest first) and answers its tooltip.
 */
async function hoverFreightBar(series: number, month: number) {
  const chart = page.locator('.recharts-wrapper').nth(2);
  await chart.scrollIntoViewIfNeeded();
  const bar = chart
    .locator('.recharts-bar')
    .nth(series)
    .locator('g.recharts-bar-rectangle')
    .nth(month)
    .locator('path.recharts-rectangle');
  await bar.waitFor();
  const point = await categoryPoint(bar);
  await page.mouse.move(point.x, point.y);
  return chart.locator('.recharts-tooltip-wrapper');
}

describe("staff's daily jobs", () => {
  it('the Tashkent warehouse receives a box: the box and its parcels are in Tashkent', async () => {
    let box: Row | undefined;
    let parcels: Row[] = [];
    for (const candidate of await list('boxes', { status: 'Ulugchat' })) {
      // Heavy enough to read lighter by twice the tolerance.
      if (Number(candidate.weight) < 1) continue;
      parcels = (await list('waybills', { boxId: candidate.id })).filter(
        (w) => w.status === 'Ulugchat',
      );
      if (parcels.length > 0) {
        box = candidate;
        break;
      }
    }
    expect(box, 'a box at Ulugchat with parcels').toBeDefined();
    const batchBefore = await get(`box-day-batches/${box!.batchId}`);
    // Tashkent's scales read lighter than Yiwu's: by twice the tolerance.
    const grams = Math.round(Number(box!.weight) * 1000);
    const { share, minGrams } = RECEIPT_WEIGHT_TOLERANCE;
    const tolerance = Math.max(minGrams, Math.round(grams * share));
    const onReceipt = (grams - 2 * tolerance) / 1000;

    await signInAs('platform_user');
    const source = {
      boxId: box!.id,
      batchId: box!.batchId,
      receivedAt: new Date().toISOString(),
      status: 'Toshkent',
    };
    await page.goto(
      `${demo.server.url}/box/boxReceiveRecord/create?source=${encodeURIComponent(JSON.stringify(source))}`,
    );
    const field = (name: string) => t(`resources.box/boxReceiveRecord.fields.${name}`);
    await page.getByLabel(field('weight'), { exact: true }).fill(String(onReceipt));
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));

    await page.goto(`${demo.server.url}/box/list/${box!.id}/show`);
    await shownField('status').getByText(t('enums.boxStatus.Toshkent')).waitFor();
    expect((await shownField('receivedAt').innerText()).trim()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    for (const parcel of parcels) {
      const row = rowWith(String(parcel.trackingNumber));
      await row.getByText(t('enums.waybillStatus.Toshkent'), { exact: true }).waitFor();
    }

    await page.goto(`${demo.server.url}/box/boxDayBatch/${box!.batchId}/show`);
    // The field shows its label, then its value.
    const shownCount = async () =>
      (await shownField('weightMismatches').innerText()).trim().split('\n').at(-1);
    await expect.poll(shownCount).toBe(String(Number(batchBefore.weightMismatches ?? 0) + 1));
  });

  it('an approved price is what the waybill list, the unpaid list and the dashboard show', async () => {
    // The dashboard's freight months, oldest first; the latest with such a parcel is taken.
    const months = periodsUpTo(thisMonth(), 6, addMonths);
    const monthOfParcel = (w: Row) => monthOf(tashkentDayOf(w.createdAt) ?? '');
    const requested = new Set((await list('price-changes')).map((change) => change.waybillId));
    const waybills = (await list('waybills')).sort((a, b) =>
      String(b.createdAt).localeCompare(String(a.createdAt)),
    );
    // Not paid for yet: a client's parcel nothing has paid, or a company's not billed yet.
    const unsettled = (w: Row) =>
      w.companyId == null
        ? w.clientId != null && w.payStatus === 'UN_PAID' && w.payAmount == null
        : w.payStatus === 'UN_BILLED';
    const waybill = waybills.find(
      (w) =>
        months.includes(monthOfParcel(w)) &&
        unsettled(w) &&
        Number(w.finalFreight) > 2 &&
        !requested.has(w.id),
    )!;
    expect(waybill, 'a parcel of the last six months not paid for yet').toBeDefined();
    const month = monthOfParcel(waybill);
    const trackingNumber = String(waybill.trackingNumber);
    const oldPrice = Number(waybill.finalFreight);
    const newPrice = oldPrice > 15 ? 14 : subtractUsd(oldPrice, 1);
    const chargedInMonth = (rows: Row[]) =>
      sumUsd(
        rows.filter((w) => monthOfParcel(w) === month).map((w) => Number(w.finalFreight ?? 0)),
      );
    const monthBefore = chargedInMonth(waybills);
    await post(finance, 'price-changes', {
      waybillId: waybill.id,
      newPrice,
      reason: 'Agreed with the client',
    });

    // Approved by the confirm-price group.
    await signInAs('platform_admin');
    await page.goto(listUrl('/clientSettle/confirmPrice', {}));
    const approve = t('resources.settle/changePriceList.actions.approvePrice.label');
    await rowWith(trackingNumber).getByRole('button', { name: approve }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.confirm') })
      .click();
    await page.getByText(t('notify.done')).first().waitFor();

    await page.goto(listUrl('/oms/waybill', { trackingNumber }));
    await rowWith(trackingNumber).getByText(usd(newPrice), { exact: true }).waitFor();
    expect(await rowWith(trackingNumber).innerText()).not.toContain(usd(oldPrice));

    // The dashboard's freight of the parcel's month (its bar's tooltip; this month's card too).
    const expected = chargedInMonth(await list('waybills'));
    expect(expected).toBe(subtractUsd(monthBefore, subtractUsd(oldPrice, newPrice)));
    await page.goto(`${demo.server.url}/dashboard`);
    const tooltip = await hoverFreightBar(0, months.indexOf(month));
    await tooltip
      .getByText(`${t('stats.dashboard.freightCharged')}: ${usd(expected)}`, { exact: true })
      .waitFor();
    if (month === thisMonth())
      await page
        .locator('.MuiCard-root')
        .filter({ hasText: t('stats.dashboard.freightThisMonth') })
        .getByText(usd(expected), { exact: true })
        .waitFor();

    // Finance's list of what is still to be paid (by the client, or billed to the company) too.
    await signInAs('platform_finance');
    const unpaidList = waybill.companyId == null ? '/clientSettle' : '/settle';
    await page.goto(listUrl(`${unpaidList}/unSettlement`, { trackingNumber }));
    await rowWith(trackingNumber).getByText(usd(newPrice), { exact: true }).waitFor();
  });

  it("finance reads one month's payments received on the reports page, the B2C report and the dashboard", async () => {
    // Money comes in this month: a client's payment and part of a company's bill.
    const client = (await list('clients')).find((c) => c.companyId == null)!;
    await post(finance, 'client-payments', {
      clientId: client.id,
      currency: 'USD',
      amount: 21.37,
      paymentMethod: 1,
      paidAt: new Date().toISOString(),
      reference: 'E2E-RECEIVED-1',
    });
    const unbilled = (await list('waybills', { payStatus: 'UN_BILLED' })).find(
      (w) => w.companyId != null && Number(w.finalFreight ?? 0) > 0,
    )!;
    const bill = await post(finance, 'bills/from-waybills', {
      waybillIds: [unbilled.id],
      accountDate: tashkentDayAt(Date.now()),
    });
    await post(finance, `bills/${bill.id}/confirm`);
    // Paid in part: what came in is the payment, not the bill.
    const confirmed = await get(`bills/${bill.id}`);
    await post(finance, `bills/${bill.id}/payment`, {
      amount: Math.ceil(Number(confirmed.remainingAmount) * 50) / 100,
      paidAt: new Date().toISOString(),
      paymentMethod: 0,
      version: confirmed.version,
    });

    const month = thisMonth();
    const inMonth = (rows: Row[], time: string, amount: string) =>
      sumUsd(
        rows
          .filter((row) => monthOf(tashkentDayOf(row[time]) ?? '') === month)
          .map((row) => Number(row[amount])),
      );
    const fromClients = inMonth(await list('client-payments'), 'paidAt', 'amount');
    const fromCompanies = inMonth(await list('bill-payments'), 'paidAt', 'amount');
    const received = sumUsd([fromClients, fromCompanies]);
    expect(fromCompanies).toBeGreaterThan(0);

    await signInAs('platform_finance');
    await page.goto(`${demo.server.url}/reports`);
    const report = page
      .locator('.MuiCard-root')
      .filter({ has: page.getByRole('heading', { name: t('rates.months.title') }) });
    const latest = report.locator('tbody tr').first();
    await latest.waitFor();
    const cells = (await latest.locator('td').allInnerTexts()).map((text) => text.trim());
    // Dollars with their cents, a whole sum too ($82.00, not 82).
    expect(cells.slice(1, 4)).toEqual([usd(fromClients), usd(fromCompanies), usd(received)]);

    await page.goto(listUrl('/clientSettle/b2cReport', { month }));
    const b2cRow = page.locator('tbody .RaDataTable-row').first();
    await b2cRow.getByText(usd(fromClients), { exact: true }).waitFor();

    // The dashboard's freight chart: this month's "payments received" bar, read from its tooltip.
    await page.goto(`${demo.server.url}/dashboard`);
    const tooltip = await hoverFreightBar(1, 5);
    await tooltip
      .getByText(`${t('stats.dashboard.paymentsReceived')}: ${usd(received)}`, { exact: true })
      .waitFor();
  });

  it('a partly paid parcel shows what it got and what is left, and its payment what it paid', async () => {
    let client: Row | undefined;
    let oldest: Row | undefined;
    for (const candidate of await list('clients')) {
      if (candidate.companyId != null || Number(candidate.credit ?? 0) > 0) continue;
      const due = (await list('waybills', { clientId: candidate.id }))
        .filter((w) => w.companyId == null && w.payStatus === 'UN_PAID')
        .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
      if (due.length > 0 && due[0].payAmount == null && Number(due[0].finalFreight) > 3) {
        [client, oldest] = [candidate, due[0]];
        break;
      }
    }
    expect(oldest, 'a B2C client whose oldest unpaid parcel got nothing yet').toBeDefined();
    const paid = subtractUsd(Number(oldest!.finalFreight), 2.11);
    const payment = await post(finance, 'client-payments', {
      clientId: client!.id,
      currency: 'USD',
      amount: paid,
      paymentMethod: 1,
      paidAt: new Date().toISOString(),
      reference: 'E2E-PARTLY-1',
    });
    const trackingNumber = String(oldest!.trackingNumber);
    const standing = t('clientMoney.pay.partly', { paid: usd(paid), left: usd(2.11) });

    await signInAs('platform_finance');
    await page.goto(`${demo.server.url}/clientSettle/detail/${client!.id}`);
    await rowWith(trackingNumber).getByText(standing, { exact: true }).waitFor();
    const due = page.locator('.MuiCard-root').filter({ hasText: t('clientMoney.settlement.due') });
    const settlement = await get(`stats/client-settlement/${client!.id}`);
    await due.getByText(usd(Number(settlement.due)), { exact: true }).waitFor();

    await page.goto(`${demo.server.url}/clientSettle/clientsettlement/${payment.id}/show`);
    const parts = shownField('paidParcels');
    await parts.getByText(trackingNumber, { exact: true }).waitFor();
    await parts.getByText(usd(paid), { exact: true }).waitFor();

    // The operator's list of all packages says the same of the parcel.
    await signInAs('platform_admin');
    await page.goto(listUrl('/oms/waybill', { trackingNumber }));
    await rowWith(trackingNumber).getByText(standing, { exact: true }).waitFor();
  });
});
