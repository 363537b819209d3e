/**
 * The daily finance work in real Chromium: finance staff bill waybills of one company from the
 * unsettled list (the dialog names the company and the total, the account date is today's),
 * confirm the bill, record the company's payment in two parts (amount, time, method), and see
 * its waybills PAID; the bill's invoice prints on A4 with the API's figures; a price change
 * requested by one user and approved by another, before billing, is the billed price; waybills
 * dropped from a pending bill and added back move it too (a selection of several companies is
 * offered no bill, one company's only its pending bills).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundUsd } from '../../src/core/money/money';
import type { BillInvoice } from '../../src/core/stats/statsTypes';
import { formatQuantity } from '../../src/format/quantity';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { formatTashkentDate } from '../../src/format/dateTime';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { shownDate } from './dateInput';
import { openDemoPage, type DemoPage } from './demoPage';
import type { DemoServer } from './demoServer';
import { apiGet, apiToken, logIn, submitLogin } from './login';

/** What the user reads: the app opens in Uzbek. */
const t = createTranslator('uz');
const billAction = (action: string, text: 'label' | 'confirm', args?: Record<string, unknown>) =>
  t(`resources.settle/bill.actions.${action}.${text}`, args);
/** A USD amount as shown in Uzbek: a no-break space between groups of three, a decimal comma. */
const usdText = (amount: number) => {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0')},${cents}`;
};
/** The same as a pattern: the whole text of an element, or (`whole` false) a part of one. */
const usdShown = (amount: number, whole = true) => {
  const text = usdText(amount).replace('$', '\\$');
  return new RegExp(whole ? `^${text}$` : text);
};
const paymentField = (name: string) =>
  t(`resources.settle/bill.actions.recordBillPayment.fields.${name}`);

interface Waybill {
  id: number;
  trackingNumber: string;
  createdAt: string;
  companyId: number;
  finalFreight?: number;
  payStatus: string;
  payAmount?: number;
  billId?: number;
}
interface Bill {
  id: number;
  reference: string;
  status: string;
  accountDate: string;
  settleAmount: number;
  settled: boolean;
  paidAmount: number;
  remainingAmount: number;
}

let demo: DemoPage;
let server: DemoServer;
let page: Page;
let token: string;

beforeAll(async () => {
  demo = await openDemoPage();
  ({ server, page } = demo);
  token = await apiToken(server.url, 'platform_finance');
  await logIn(page, server.url, 'platform_finance');
});
afterAll(() => demo?.close());

const search = (filter: Record<string, unknown>, range: [number, number]) =>
  `s=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`;

/** Unbilled waybills of one company with a final freight, `count` of them not used before. */
const used = new Set<number>();
async function unbilledOfOneCompany(count: number): Promise<Waybill[]> {
  const unbilled = await apiGet<Waybill[]>(
    server.url,
    token,
    `waybills?${search({ payStatus: 'UN_BILLED', companyId_exists: true }, [0, 199])}`,
  );
  const fresh = unbilled.filter((w) => typeof w.finalFreight === 'number' && !used.has(w.id));
  const companyId = fresh.find(
    (w) => fresh.filter((other) => other.companyId === w.companyId).length >= count,
  )?.companyId;
  const picked = fresh.filter((w) => w.companyId === companyId).slice(0, count);
  for (const waybill of picked) used.add(waybill.id);
  return picked;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      source: 'ADMIN_WEB',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api/${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

const rowOf = (trackingNumber: string) =>
  page
    .locator('tbody .RaDataTable-row')
    .filter({ has: page.getByRole('cell', { name: trackingNumber, exact: true }) });

/** Opens the payment dialog of the bill page: it says what remains and offers it. */
async function openPaymentDialog(bill: Bill, remaining: number) {
  await page.getByRole('button', { name: billAction('recordBillPayment', 'label') }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ hasText: billAction('recordBillPayment', 'confirm', { reference: bill.reference }) });
  await dialog
    .getByTestId('bill-payment-remaining')
    .getByText(t('bills.payment.remaining', { amount: usdText(remaining) }))
    .waitFor();
  await expect
    .poll(() => dialog.getByLabel(paymentField('amount')).inputValue())
    .toBe(String(remaining));
  return dialog;
}

/** Clicks a bill action's button and confirms its question. */
async function runBillAction(action: string, bill: Bill) {
  await page.getByRole('button', { name: billAction(action, 'label') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(billAction(action, 'confirm', { reference: bill.reference })).waitFor();
  await dialog.getByRole('button', { name: t('ra.action.confirm') }).click();
  await page.getByText(t('notify.done')).first().waitFor();
}

describe('company settlement', () => {
  it('creates a bill from the unsettled list, confirms it, records the payment in two parts: waybills PAID', async () => {
    const waybills = await unbilledOfOneCompany(2);
    const numbers = waybills.map((w) => w.trackingNumber);
    const [company] = await apiGet<{ shortName: string }[]>(
      server.url,
      token,
      `companies?${search({ id: [waybills[0].companyId] }, [0, 0])}`,
    );
    await page.goto(`${server.url}/settle/unSettlement?filter={}&displayedFilters={}`);
    await page.locator('textarea[name="trackingNumber"]').fill(numbers.join('\n'));
    for (const number of numbers) await rowOf(number).waitFor();
    for (const number of numbers) await rowOf(number).locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: t('bills.create.button') }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: t('bills.create.title', { smart_count: 2 }) });
    // What the bill will hold: the company by name, the total; the account date is today's.
    const summary = dialog.getByTestId('bill-selection-summary');
    await summary.getByText(company.shortName, { exact: true }).waitFor();
    const total = roundUsd(waybills[0].finalFreight! + waybills[1].finalFreight!);
    await summary.getByText(usdShown(total)).waitFor();
    await expect
      .poll(() => shownDate(dialog, 'accountDate'))
      .toBe(formatTashkentDate(tashkentDayAt(Date.now()), false, 'uz'));
    await dialog.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.waitForURL(/\/settle\/detail\/\d+$/);
    const billId = Number(/(\d+)$/.exec(page.url())?.[1]);
    const bill = await apiGet<Bill>(server.url, token, `bills/${billId}`);
    expect(bill).toMatchObject({ status: 'PENDING', accountDate: tashkentDayAt(Date.now()) });
    await page.getByText(bill.reference, { exact: true }).waitFor();
    // The bill names its company, not its id.
    const companyLabel = t('resources.settle/bill.fields.companyId');
    await page
      .locator('.RaLabeled-label')
      .filter({ has: page.getByText(companyLabel, { exact: true }) })
      .locator('xpath=..')
      .getByText(company.shortName, { exact: true })
      .waitFor();
    for (const number of numbers) await rowOf(number).waitFor();

    await runBillAction('confirmBill', bill);
    await expect
      .poll(async () => (await apiGet<Bill>(server.url, token, `bills/${billId}`)).status)
      .toBe('CONFIRMED');
    // A confirmed bill no longer drops waybills nor changes its date.
    await page.getByText(t('enums.billStatus.CONFIRMED'), { exact: true }).first().waitFor();
    await rowOf(numbers[0]).locator('input[type="checkbox"]').check();
    await page.getByText(t('ra.action.bulk_actions', { smart_count: 1 })).waitFor();
    expect(await page.getByRole('button', { name: t('bills.drop.button') }).count()).toBe(0);
    expect(
      await page.getByRole('button', { name: billAction('setBillDate', 'label') }).count(),
    ).toBe(0);
    await rowOf(numbers[0]).locator('input[type="checkbox"]').uncheck();

    // The oldest waybill's freight now (payments pay the oldest first), the rest later: the
    // amount starts at what remains.
    const [oldest] = [...waybills].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id,
    );
    const first = oldest.finalFreight!;
    const payment = await openPaymentDialog(bill, total);
    const amount = payment.getByLabel(paymentField('amount'));
    await amount.fill(String(first));
    await payment
      .getByRole('combobox', { name: new RegExp(`^${paymentField('paymentMethod')}`) })
      .click();
    await page.getByRole('option', { name: t('enums.paymentMethod.0'), exact: true }).click();
    await payment.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(t('notify.done')).first().waitFor();
    await expect
      .poll(async () => (await apiGet<Bill>(server.url, token, `bills/${billId}`)).paidAmount)
      .toBe(first);
    const remaining = roundUsd(total - first);
    const halfPaid = await apiGet<Bill>(server.url, token, `bills/${billId}`);
    expect(halfPaid).toMatchObject({ settled: false, remainingAmount: remaining });
    await rowOf(oldest.trackingNumber)
      .getByText(t('enums.payStatus.PAID'), { exact: true })
      .waitFor();
    // The payment is listed on the bill, with who recorded it.
    await page.getByText(usdShown(first)).first().waitFor();

    const rest = await openPaymentDialog(bill, remaining);
    await rest
      .getByRole('combobox', { name: new RegExp(`^${paymentField('paymentMethod')}`) })
      .click();
    await page.getByRole('option', { name: t('enums.paymentMethod.1'), exact: true }).click();
    await rest.getByRole('button', { name: t('ra.action.confirm') }).click();
    const paid = t('enums.payStatus.PAID');
    for (const number of numbers)
      await rowOf(number).getByText(paid, { exact: true }).waitFor({ timeout: 15_000 });
    const settled = await apiGet<Bill>(server.url, token, `bills/${billId}`);
    expect(settled).toMatchObject({ settled: true, paidAmount: total, remainingAmount: 0 });
    for (const waybill of waybills) {
      const after = await apiGet<Waybill>(server.url, token, `waybills/${waybill.id}`);
      expect(after).toMatchObject({
        billId,
        payStatus: 'PAID',
        payAmount: waybill.finalFreight,
      });
    }
    // Paid in full: nothing more to record.
    expect(
      await page.getByRole('button', { name: billAction('recordBillPayment', 'label') }).count(),
    ).toBe(0);
  });

  it("prints a bill's invoice on A4: issuer, company, number, dates, lines, totals in USD and som", async () => {
    const settled = await apiGet<Bill[]>(
      server.url,
      token,
      `bills?${search({ settled: true }, [0, 0])}`,
    );
    const invoice = await apiGet<BillInvoice>(server.url, token, `stats/invoice/${settled[0].id}`);
    expect(invoice.lines.length).toBeGreaterThan(0);
    await page.goto(`${server.url}/settle/detail/${settled[0].id}`);
    await page.getByRole('button', { name: t('bills.invoice.print') }).click();
    const sheet = page.getByTestId('invoice');
    await sheet.waitFor();
    const texts = await sheet.innerText();
    const som = (value: number) => formatQuantity(value, 'som', 'uz');
    for (const expected of [
      t('bills.invoice.number', { reference: invoice.bill.reference }),
      invoice.issuer.name,
      invoice.issuer.taxId,
      invoice.company.companyName ?? invoice.company.fullName!,
      invoice.company.address!,
      formatTashkentDate(invoice.bill.accountDate, false, 'uz'),
      t('bills.invoice.rate', { rate: som(invoice.bill.settleRate) }),
      `${som(invoice.bill.settleAmountSom)} ${t('units.som')}`,
    ])
      expect(texts).toContain(expected);
    expect(await sheet.getByTestId('invoice-line').count()).toBe(invoice.lines.length);
    const totals = await sheet.getByTestId('invoice-totals').innerText();
    expect(totals).toMatch(usdShown(invoice.bill.settleAmount, false));
    const lineAmounts = await sheet
      .getByTestId('invoice-line')
      .locator('td:last-child')
      .allInnerTexts();
    expect(lineAmounts.map((text) => text.trim())).toEqual(
      invoice.lines.map((line) => usdText(line.finalFreight)),
    );

    // Printed, the invoice is the page: the app behind it is not.
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.locator('.RaLayout-appFrame').first().isVisible()).toBe(false);
    expect(
      await page.getByRole('button', { name: t('bills.invoice.printButton') }).isVisible(),
    ).toBe(false);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    // The sheets are A4: 595 x 842 points.
    const sizes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/g)];
    expect(sizes.length).toBeGreaterThan(0);
    for (const [, width, height] of sizes)
      expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([595, 842]);
    await page.emulateMedia({ media: 'screen' });
  });

  it('drops a waybill from a pending bill and adds it back from the unsettled list: the total follows', async () => {
    const [dropped, kept] = await unbilledOfOneCompany(2);
    const bill = await post<Bill>('bills/from-waybills', {
      waybillIds: [dropped.id, kept.id],
      accountDate: tashkentDayAt(Date.now()),
    });
    const full = roundUsd(dropped.finalFreight! + kept.finalFreight!);
    expect(bill.settleAmount).toBe(full);
    const settleAmount = async () =>
      (await apiGet<Bill>(server.url, token, `bills/${bill.id}`)).settleAmount;

    await page.goto(`${server.url}/settle/detail/${bill.id}`);
    await page.getByText(usdShown(full)).first().waitFor();
    await rowOf(dropped.trackingNumber).locator('input[type="checkbox"]').check();
    await page.getByRole('button', { name: t('bills.drop.button') }).click();
    const question = t('bills.drop.confirm', { smart_count: 1, reference: bill.reference });
    const confirm = page.getByRole('dialog').filter({ hasText: question });
    await confirm.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(usdShown(kept.finalFreight!)).first().waitFor();
    await rowOf(dropped.trackingNumber).waitFor({ state: 'detached' });
    await expect.poll(settleAmount).toBe(kept.finalFreight);

    // Added with a waybill of another company first: the dialog says why no bill fits and
    // offers none; the selection is kept.
    const [stranger] = (
      await apiGet<Waybill[]>(
        server.url,
        token,
        `waybills?${search({ payStatus: 'UN_BILLED', companyId_exists: true }, [0, 199])}`,
      )
    ).filter((w) => typeof w.finalFreight === 'number' && w.companyId !== dropped.companyId);
    const numbers = [dropped.trackingNumber, stranger.trackingNumber];
    await page.goto(`${server.url}/settle/unSettlement?filter={}&displayedFilters={}`);
    await page.locator('textarea[name="trackingNumber"]').fill(numbers.join('\n'));
    for (const number of numbers) await rowOf(number).locator('input[type="checkbox"]').check();
    const openAddDialog = async (count: number) => {
      await page.getByRole('button', { name: t('bills.add.button') }).click();
      const dialog = page
        .getByRole('dialog')
        .filter({ hasText: t('bills.add.title', { smart_count: count }) });
      await dialog.waitFor();
      return dialog;
    };
    const billSelect = (dialog: Locator) =>
      dialog.getByRole('combobox', { name: new RegExp(`^${t('bills.add.bill')}`) });
    const mixed = await openAddDialog(2);
    await mixed.getByRole('alert').getByText(t('bills.add.oneCompanyOnly')).waitFor();
    expect(await billSelect(mixed).count()).toBe(0);
    expect(await mixed.getByRole('button', { name: t('ra.action.confirm') }).count()).toBe(0);
    await mixed.getByRole('button', { name: t('ra.action.cancel') }).click();
    await rowOf(stranger.trackingNumber).locator('input[type="checkbox"]').uncheck();
    expect(await rowOf(dropped.trackingNumber).locator('input[type="checkbox"]').isChecked()).toBe(
      true,
    );
    // One company's waybills: exactly that company's pending bills are offered, of all of them,
    // another company's among them whatever the demo data holds.
    await post<Bill>('bills/from-waybills', {
      waybillIds: [stranger.id],
      accountDate: tashkentDayAt(Date.now()),
    });
    const pending = await apiGet<(Bill & { companyId: number })[]>(
      server.url,
      token,
      `bills?${search({ status: 'PENDING' }, [0, 199])}`,
    );
    const pendingOfCompany = pending.filter((other) => other.companyId === dropped.companyId);
    expect(pendingOfCompany.length).toBeLessThan(pending.length);
    const single = await openAddDialog(1);
    await billSelect(single).click();
    await page.getByRole('option', { name: bill.reference, exact: true }).waitFor();
    expect((await page.getByRole('option').allInnerTexts()).sort()).toEqual(
      pendingOfCompany.map((pending) => pending.reference).sort(),
    );
    await page.getByRole('option', { name: bill.reference, exact: true }).click();
    await single.getByRole('button', { name: t('ra.action.confirm') }).click();
    await page.getByText(t('notify.done')).first().waitFor();
    await rowOf(dropped.trackingNumber).waitFor({ state: 'detached' });
    await expect.poll(settleAmount).toBe(full);

    await page.goto(`${server.url}/settle/detail/${bill.id}`);
    await page.getByText(usdShown(full)).first().waitFor();
  });

  it('bills the price a change requested by one user and approved by another gave the waybill', async () => {
    const [waybill] = await unbilledOfOneCompany(1);
    const newPrice = roundUsd(waybill.finalFreight! + 12.5);

    // Requested by finance staff through the form.
    await page.goto(`${server.url}/settle/changePriceList/create`);
    const field = (name: string) => t(`resources.settle/changePriceList.fields.${name}`);
    await page.getByRole('combobox', { name: field('waybillId') }).fill(waybill.trackingNumber);
    await page.getByRole('option', { name: waybill.trackingNumber }).click();
    await page.getByLabel(field('newPrice')).fill(String(newPrice));
    await page.getByLabel(field('reason')).fill('Agreed with the company');
    await page.getByRole('button', { name: t('ra.action.save') }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));

    // Approved by someone else of the confirm-price group.
    await page.getByRole('button', { name: t('ra.auth.user_menu') }).click();
    await page.getByRole('menuitem', { name: t('ra.auth.logout') }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, 'root');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${server.url}/clientSettle/confirmPrice?filter={}&displayedFilters={}`);
    const row = page.locator('tbody .RaDataTable-row').filter({ hasText: waybill.trackingNumber });
    const approve = t('resources.settle/changePriceList.actions.approvePrice.label');
    await row.getByRole('button', { name: approve }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.confirm') })
      .click();
    await page.getByText(t('notify.done')).first().waitFor();

    // Billed afterwards (a billed waybill takes no request), at the approved price.
    const bill = await post<Bill>('bills/from-waybills', {
      waybillIds: [waybill.id],
      accountDate: tashkentDayAt(Date.now()),
    });
    await page.goto(`${server.url}/settle/detail/${bill.id}`);
    await page.getByText(usdShown(newPrice)).first().waitFor();
    expect(bill.settleAmount).toBe(newPrice);
  });

  it('filters the bill list by settlement, and a bill row opens its detail page', async () => {
    await page.goto(`${server.url}/settle/bill?filter={}&displayedFilters={}`);
    const settledLabel = t('resources.settle/bill.fields.settled');
    await page.getByRole('combobox', { name: new RegExp(`^${settledLabel}`) }).click();
    await page.getByRole('option', { name: t('enums.settleFilter.SETTLED'), exact: true }).click();
    const settled = await apiGet<Bill[]>(
      server.url,
      token,
      `bills?${search({ settled: true }, [0, 999])}`,
    );
    const total = page.locator('.MuiTablePagination-displayedRows');
    await expect
      .poll(async () => /(\d+)\D*$/.exec(await total.innerText())?.[1], { timeout: 15_000 })
      .toBe(String(settled.length));
    await page.locator('tbody .RaDataTable-row').first().click();
    await page.waitForURL(/\/settle\/detail\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    expect(settled.map((bill) => bill.id)).toContain(id);
    await page.getByRole('button', { name: t('bills.invoice.print') }).waitFor();
  });
});
