/**
 * Finance's and marketing's daily jobs in real Chromium, each as the role that does it, and the
 * API refusing what the page does not offer:
 * - finance, on the settle group's price change page, approves and rejects (with a reason)
 *   requests others made, never its own, and withdraws only its own;
 * - marketing pays a promo code's cashback to one of the owner's saved cards (a number failing
 *   the Luhn check is refused in the dialog); the payout list shows its last four digits;
 * - personal data: marketing's referral list and client page show no passport number (the
 *   platform's do), and a company admin reads its clients' card numbers by their last four digits.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundUsd } from '../../src/core/money/money';
import { createTranslator } from '../../src/i18n/uiTranslator';
import { openDemoPage, type DemoPage } from './demoPage';
import { apiGet, apiToken, logIn } from './login';

/** What the user reads: the app opens in Uzbek. */
const t = createTranslator('uz');
const PRICES = 'settle/changePriceList';
const action = (route: string, name: string, text = 'label') =>
  t(`resources.${route}.actions.${name}.${text}`);
const field = (route: string, name: string) => t(`resources.${route}.fields.${name}`);

interface Row {
  id: number;
  [field: string]: unknown;
}

let demo: DemoPage;
let page: Page;
const tokens: Record<string, string> = {};
const USERS = ['root', 'platform_finance', 'marketing_admin', 'platform_admin', 'company_admin'];

beforeAll(async () => {
  demo = await openDemoPage();
  page = demo.page;
  for (const user of USERS) tokens[user] = await apiToken(demo.server.url, user);
});
afterAll(() => demo?.close());

const url = (path: string) => `${demo.server.url}${path}`;
const get = <T = Row[]>(path: string, user = 'root') =>
  apiGet<T>(demo.server.url, tokens[user], path);
const search = (filter: Record<string, unknown>) =>
  `s=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;
async function call(user: string, path: string, body: unknown): Promise<Response> {
  return fetch(url(`/api/${path}`), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${tokens[user]}`,
      'Content-Type': 'application/json',
      source: 'ADMIN_WEB',
    },
    body: JSON.stringify(body),
  });
}

/** A fresh session of `username` in a new tab (the session is kept per tab). */
async function signInAs(username: string) {
  await demo.context.clearCookies();
  page = await demo.context.newPage();
  await logIn(page, demo.server.url, username);
}

const rowWith = (text: string) => page.locator('tbody .RaDataTable-row').filter({ hasText: text });
const confirmDialog = () =>
  page.getByRole('dialog').getByRole('button', { name: t('ra.action.confirm') });

describe('finance on /settle/changePriceList', () => {
  let requests: { byRoot: Row[]; own: Row; waybills: Row[] };

  beforeAll(async () => {
    const pending = new Set(
      (await get(`price-changes?${search({ status: 'PENDING' })}`)).map((r) => r.waybillId),
    );
    const open = (
      await get(`waybills?${search({ payStatus: 'UN_PAID', companyId_exists: false })}`)
    ).filter((w) => typeof w.finalFreight === 'number' && !pending.has(w.id));
    const waybills = open.slice(0, 3);
    const ask = async (user: string, waybill: Row) => {
      const response = await call(user, 'price-changes', {
        waybillId: waybill.id,
        newPrice: roundUsd(Number(waybill.finalFreight) * 0.9),
        reason: 'Agreed with the client',
      });
      expect(response.status).toBe(201);
      return (await response.json()) as Row;
    };
    requests = {
      byRoot: [await ask('root', waybills[0]), await ask('root', waybills[1])],
      own: await ask('platform_finance', waybills[2]),
      waybills,
    };
    await signInAs('platform_finance');
    await page.goto(url(`/${PRICES}?filter={}&displayedFilters={}`));
    await rowWith(String(waybills[2].trackingNumber)).waitFor();
  });

  it("offers approve and reject on others' requests, withdraw on its own only; the API agrees", async () => {
    const [first] = requests.waybills;
    const others = rowWith(String(first.trackingNumber));
    const mine = rowWith(String(requests.waybills[2].trackingNumber));
    const approve = action(PRICES, 'approvePrice');
    const reject = action(PRICES, 'rejectPrice');
    const withdraw = action(PRICES, 'withdrawPrice');
    await others.getByRole('button', { name: approve }).waitFor();
    expect(await others.getByRole('button', { name: reject }).count()).toBe(1);
    expect(await others.getByRole('button', { name: withdraw }).count()).toBe(0);
    expect(await mine.getByRole('button', { name: withdraw }).count()).toBe(1);
    expect(await mine.getByRole('button', { name: approve }).count()).toBe(0);
    expect(await mine.getByRole('button', { name: reject }).count()).toBe(0);

    const own = requests.own.id;
    expect((await call('platform_finance', `price-changes/${own}/approve`, {})).status).toBe(403);
    const theirs = requests.byRoot[0].id;
    expect((await call('platform_finance', `price-changes/${theirs}/withdraw`, {})).status).toBe(
      403,
    );
  });

  it('approves a request of root', async () => {
    const [first] = requests.waybills;
    await rowWith(String(first.trackingNumber))
      .getByRole('button', { name: action(PRICES, 'approvePrice') })
      .click();
    await confirmDialog().click();
    await page.getByText(t('notify.done')).first().waitFor();
    const decided = await get<Row>(`price-changes/${requests.byRoot[0].id}`);
    expect(decided.status).toBe('APPROVED');
  });

  it('rejects one only with a reason, and the reason is kept', async () => {
    const second = requests.waybills[1];
    await rowWith(String(second.trackingNumber))
      .getByRole('button', { name: action(PRICES, 'rejectPrice') })
      .click();
    const dialog = page.getByRole('dialog');
    const reason = dialog.getByLabel(field(PRICES, 'rejectReason'));
    // Blanks are no reason.
    await reason.fill('   ');
    await confirmDialog().click();
    await dialog.getByText(t('validation.required')).waitFor();
    expect((await get<Row>(`price-changes/${requests.byRoot[1].id}`)).status).toBe('PENDING');
    await reason.fill('The weight is right');
    await confirmDialog().click();
    await dialog.waitFor({ state: 'detached' });
    // Read until the rejection has reached the API: the approval's notice of the test before may
    // still be on screen, so the notice alone does not say this one is done.
    await expect
      .poll(() => get<Row>(`price-changes/${requests.byRoot[1].id}`))
      .toMatchObject({ status: 'REJECTED', rejectReason: 'The weight is right' });
    await page.getByText(t('notify.done')).first().waitFor();
  });

  it('withdraws its own request', async () => {
    const mine = rowWith(String(requests.waybills[2].trackingNumber));
    await mine.getByRole('button', { name: action(PRICES, 'withdrawPrice') }).click();
    await page
      .getByRole('dialog')
      .getByText(action(PRICES, 'withdrawPrice', 'confirm'))
      .waitFor();
    await confirmDialog().click();
    await mine.waitFor({ state: 'detached' });
    const left = await get(`price-changes?${search({ id: [requests.own.id] })}`);
    expect(left).toEqual([]);
  });
});

describe('marketing pays cashback', () => {
  it("to one of the owner's saved cards; a number failing the check is refused; the payout shows its last four digits", async () => {
    const codes = (await get('promo-codes?range=[0,999]')).filter(
      (code) => Number(code.cashbackToPay) > 0,
    );
    const cards = await get(`bank-cards?${search({ isActive: true, clientId_exists: true })}`);
    const code = codes.find((c) => cards.some((card) => card.clientId === c.ownerId));
    if (!code) throw new Error('the demo data has no code with cashback due and a saved card');
    const card = cards.find((saved) => saved.clientId === code.ownerId) as Row;
    const number = String(card.number);

    await signInAs('marketing_admin');
    await page.goto(url(`/marketing/promoCodes?filter={}&displayedFilters={}&perPage=50`));
    const route = 'marketing/promoCodes';
    await rowWith(String(code.code))
      .getByRole('button', { name: action(route, 'payCashback') })
      .click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox', {
      name: new RegExp(t(`resources.${route}.actions.payCashback.fields.cardNumber`)),
    });
    // A typo in the last digit: the Luhn check refuses it before anything is sent.
    await input.fill(`${number.slice(0, 15)}${(Number(number[15]) + 1) % 10}`);
    await confirmDialog().click();
    await dialog.getByText(t('validation.card')).waitFor();

    await input.fill('');
    await input.click();
    await page.getByRole('option', { name: new RegExp(number) }).click();
    await confirmDialog().click();
    await page
      .getByText(action(route, 'payCashback', 'success'))
      .first()
      .waitFor();
    expect(Number((await get<Row>(`promo-codes/${code.id}`)).cashbackToPay)).toBe(0);

    await page.goto(url('/marketing/cashbackPayouts?filter={}&displayedFilters={}'));
    await rowWith(`•••• ${number.slice(-4)}`)
      .first()
      .waitFor();
    expect(await page.locator('body').innerText()).not.toContain(number);
  });
});

describe('personal data', () => {
  it('marketing sees no passport number in the referral list or on a client page; the platform does', async () => {
    const client = (
      await get(`clients?${search({ promoCodeId_exists: true, passportNumber_exists: true })}`)
    )[0];
    const passport = field('system/client', 'passportNumber');
    await signInAs('marketing_admin');
    await page.goto(url('/marketing/referrals?filter={}&displayedFilters={}'));
    await page.locator('tbody .RaDataTable-row').first().waitFor();
    expect(await page.locator('thead').innerText()).not.toContain(passport);
    await page.goto(url(`/system/client/${client.id}/show`));
    await page.getByText(String(client.clientCode)).first().waitFor();
    const shown = await page.locator('main').innerText();
    expect(shown).not.toContain(passport);
    expect(shown).not.toContain(String(client.passportNumber));

    await signInAs('platform_admin');
    await page.goto(url('/marketing/referrals?filter={}&displayedFilters={}'));
    await page.locator('tbody .RaDataTable-row').first().waitFor();
    expect(await page.locator('thead').innerText()).toContain(passport);
  });

  it("a company admin reads its clients' card numbers by their last four digits", async () => {
    const [admin] = await get(`users?${search({ username: 'company_admin' })}`);
    const [client] = await get(`clients?${search({ companyId: admin.companyId })}`);
    const number = '9860001234567897';
    const saved = await call('platform_finance', 'bank-cards', {
      name: 'Humo Agrobank',
      number,
      holderName: 'COMPANY CLIENT',
      clientId: client.id,
    });
    expect(saved.status).toBe(201);
    await signInAs('company_admin');
    await page.goto(url('/clientSettle/bankCard?filter={}&displayedFilters={}'));
    await rowWith('•••• 7897').waitFor();
    expect(await page.locator('body').innerText()).not.toContain(number);
  });
});
