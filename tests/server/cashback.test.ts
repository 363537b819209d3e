/**
 * Cashback over HTTP (docs/decisions.md, "Cashback"): a referred client's parcel accrues cashback
 * when delivered and paid, at the code's rate then, frozen; `cashbackToPay` = accrued - paid;
 * "Pay cashback" (the marketing group) records a payout (amount, card, who, when), read-only
 * afterwards. Attacks: paying twice, writing the figures or a payout through CRUD, a role without
 * the button. The card rules and masking: cashbackCards.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelCashback } from '../../src/core/domain/cashback';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let finance: string;
let marketing: string;
let companyAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  [root, finance, marketing, companyAdmin] = await Promise.all(
    ['root', 'platform_finance', 'marketing_admin', 'company_admin'].map((n) => server.login(n)),
  );
});
afterAll(() => server.stop());

const CODES = '/api/promo-codes';
/** A card number that passes the Luhn check and is saved for nobody. */
const CARD = '4111111111111111';
const PAYOUTS = '/api/cashback-payouts';
const send = (token: string, method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token, body });
const get = async (path: string) => (await send(root, 'GET', path)).body;

const list = (path: string, filter?: Record<string, unknown>) =>
  listAll(server, root, path, filter);

/** A code's figures add up: to pay = accrued - paid, accrued = its referrals' frozen cashback. */
async function expectFiguresOf(code: Row): Promise<Row> {
  const stored = await get(`${CODES}/${code.id}`);
  const referred = await list('/api/clients', { promoCodeId: code.id });
  const parcels: Row[] = [];
  for (const client of referred)
    parcels.push(...(await list('/api/waybills', { clientId: client.id })));
  const payouts = await list(PAYOUTS, { promoCodeId: code.id });
  const accruing = parcels.filter((w) => w.cashback != null);
  const accrued = sumUsd(accruing.map((w) => w.cashback as number));
  const kg = accruing.reduce((total, w) => total + Number(w.weight), 0);
  const paid = sumUsd(payouts.map((p) => p.amount as number));
  expect(stored).toMatchObject({
    totalReferred: referred.length,
    totalOrdersKg: Math.round(kg * 1000) / 1000,
    cashbackAccrued: accrued,
    cashbackPaid: paid,
    cashbackToPay: subtractUsd(accrued, paid),
  });
  return stored;
}

const HANDED_OVER = ['Delivered', 'CourierGave', 'RECEIVED'];

/**
 * A B2C client paid for a parcel handed over (prepaid at Yiwu, or delivered by courier), none of
 * whose payments was taken at a hand-over (its hand-over names it: such a payment is not
 * deleted), referred by a code now.
 */
async function newlyReferredClient(): Promise<{ client: Row; code: Row; parcel: Row }> {
  const [code] = await list(CODES);
  for (const client of await list('/api/clients')) {
    if (client.companyId != null) continue;
    const parcel = (await list('/api/waybills', { clientId: client.id })).find(
      (w) => HANDED_OVER.includes(String(w.status)) && w.payStatus === 'PAID',
    );
    if (!parcel) continue;
    const handedOver = await list('/api/handovers', { clientId: client.id });
    if (handedOver.some((handover) => handover.paymentId != null)) continue;
    const referred = await send(root, 'PUT', `/api/clients/${client.id}`, {
      ...client,
      promoCodeId: code.id,
    });
    expect(referred.status, JSON.stringify(referred.body)).toBe(200);
    return { client: referred.body, code, parcel: await get(`/api/waybills/${parcel.id}`) };
  }
  throw new Error('no client paid for a parcel handed over, with no payment taken at the counter');
}

describe('cashback', () => {
  it('the demo data adds up for every code', async () => {
    for (const code of await list(CODES)) await expectFiguresOf(code);
    expect((await list(PAYOUTS)).length).toBeGreaterThan(0);
  });

  it('accrues at the rate in force when the parcel was paid, frozen afterwards', async () => {
    const { client, code, parcel } = await newlyReferredClient();
    // Paid before the client was referred: it accrued nothing.
    expect(parcel.cashback ?? null).toBeNull();

    // The client's payments deleted: their parcels are unpaid and accrue nothing.
    const payments = await list('/api/client-payments', { clientId: client.id });
    for (const payment of payments)
      expect((await send(root, 'DELETE', `/api/client-payments/${payment.id}`)).status).toBe(200);
    expect((await get(`/api/waybills/${parcel.id}`)).cashback ?? null).toBeNull();
    await expectFiguresOf(code);

    // A new rate, then the parcels paid again: they accrue at the new rate.
    const rate = Number(code.cashbackPrice) === 0.35 ? 0.4 : 0.35;
    const updated = await send(marketing, 'PUT', `${CODES}/${code.id}`, {
      ...(await get(`${CODES}/${code.id}`)),
      cashbackPrice: rate,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const parcels = await list('/api/waybills', { clientId: client.id });
    const amount = sumUsd(parcels.map((w) => (w.finalFreight as number | undefined) ?? 0));
    const paid = await send(finance, 'POST', '/api/client-payments', {
      clientId: client.id,
      amount,
      paymentMethod: 0,
      paidAt: new Date(testNow()).toISOString(),
      reference: 'TEST-CASHBACK-1',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const accrued = await get(`/api/waybills/${parcel.id}`);
    expect(accrued).toMatchObject({
      payStatus: 'PAID',
      cashbackRate: rate,
      cashback: parcelCashback(Number(parcel.weight), rate),
    });
    const before = await expectFiguresOf(code);

    // A later change of the rate leaves what accrued as it was.
    await send(marketing, 'PUT', `${CODES}/${code.id}`, {
      ...(await get(`${CODES}/${code.id}`)),
      cashbackPrice: 0.5,
    });
    expect((await get(`/api/waybills/${parcel.id}`)).cashback).toBe(accrued.cashback);
    expect((await get(`${CODES}/${code.id}`)).cashbackToPay).toBe(before.cashbackToPay);
  });

  it('pays what is due once, recording the payout; a second payment is refused', async () => {
    const code = (await list(CODES)).find((c) => Number(c.cashbackToPay) > 0)!;
    const due = Number(code.cashbackToPay);
    const path = `${CODES}/${code.id}/pay-cashback`;
    const { status, body } = await send(marketing, 'POST', path, { cardNumber: CARD });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.cashbackToPay).toBe(0);
    const [payout] = await list(PAYOUTS, { promoCodeId: code.id });
    // Everyone reads a payout's card by its last four digits.
    expect(payout).toMatchObject({ promoCodeId: code.id, amount: due, cardNumber: '•••• 1111' });
    expect(testNow() - Date.parse(String(payout.paidAt))).toBeLessThan(60_000);
    expect(payout.paidBy).toBe((await list('/api/users', { username: 'marketing_admin' }))[0].id);
    await expectFiguresOf(code);

    await expectRefused(
      server,
      () => send(marketing, 'POST', path, { cardNumber: CARD }),
      400,
      'recordActions.errors.nothingDue',
    );
  });
});

describe('attacks', () => {
  it('refuses a payout without a card, or by a role without the button', async () => {
    const [code] = await list(CODES);
    const path = `${CODES}/${code.id}/pay-cashback`;
    await expectRefused(
      server,
      () => send(marketing, 'POST', path, {}),
      400,
      'validation.formFailed',
    );
    for (const token of [finance, companyAdmin])
      expect((await send(token, 'POST', path, { cardNumber: CARD })).status).toBe(403);
    expect((await get(`${CODES}/${code.id}`)).cashbackToPay).toBe(code.cashbackToPay);
  });

  it('refuses writing the figures of a code or a payout through CRUD', async () => {
    const code = (await list(CODES))[0];
    for (const field of ['cashbackToPay', 'cashbackAccrued', 'cashbackPaid']) {
      await expectRefused(
        server,
        () => send(root, 'PUT', `${CODES}/${code.id}`, { ...code, [field]: 999 }),
        403,
        'authority.fieldNotWritable',
      );
    }
    const [payout] = await list(PAYOUTS);
    await expectRefused(
      server,
      () => send(root, 'PUT', `${PAYOUTS}/${payout.id}`, { ...payout, amount: 1 }),
      403,
      'errors.http.403',
    );
    await expectRefused(
      server,
      () => send(root, 'DELETE', `${PAYOUTS}/${payout.id}`),
      403,
      'errors.http.403',
    );
    await expectRefused(
      server,
      () => send(root, 'POST', PAYOUTS, { promoCodeId: code.id, amount: 5 }),
      403,
      'errors.http.403',
    );
  });
});
