/**
 * Limits an attack run found missing, over HTTP (docs/decisions.md, "Limits of amounts"): money,
 * weights and counts have a `max` (codegen stops without one, so a USD amount and its som stay whole cents and som within
 * 2^53), a client payment is at least a cent and not dated in the future, a `version` sent must be
 * a number, a list's date bound must be on the calendar, an action's body takes only its payload's
 * keys, and a user of a company role needs a company. Each refusal is a 400 naming the field, in
 * the caller's language, with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../src/core/money/money';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { listAll } from './helpers/listAll';
import { expectRefused, search } from './helpers/refusals';
import { STAFF_PASSWORD } from './helpers/staffAccounts';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let finance: string;
let admin: string;
let b2cClientId: Row['id'];

beforeAll(async () => {
  server = await startTestServer();
  [root, finance, admin] = await Promise.all(
    ['root', 'platform_finance', 'platform_admin'].map((name) => server.login(name)),
  );
  const clients = await listAll(server, root, '/api/clients');
  b2cClientId = clients.find((client) => client.companyId == null)!.id;
});
afterAll(() => server.stop());

const FAILED = 'validation.formFailed';
const PAYMENTS = '/api/client-payments';
const send = (token: string, method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token, body });
const refused = (token: string, method: string, path: string, body: unknown, key = FAILED) =>
  expectRefused(server, () => send(token, method, path, body), 400, key);
const maxOf = (max: number) => en('validation.maxValue', { max });

let reference = 0;
const payment = (fields: Record<string, unknown>) => ({
  clientId: b2cClientId,
  currency: 'USD',
  paymentMethod: 0,
  paidAt: new Date(testNow()).toISOString(),
  reference: `LIMIT-${++reference}`,
  ...fields,
});

describe('money amounts', () => {
  it('refuses a client payment beyond ten million USD or a hundred billion som', async () => {
    for (const amount of [1e300, 10_000_000.01]) {
      const body = await refused(finance, 'POST', PAYMENTS, payment({ amount }));
      expect(body.errors).toEqual({ amount: maxOf(10_000_000) });
    }
    for (const amountSom of [1e308, 1e21]) {
      const body = await refused(
        finance,
        'POST',
        PAYMENTS,
        payment({ currency: 'SUM', amountSom }),
      );
      expect(body.errors).toEqual({ amountSom: maxOf(100_000_000_000) });
    }
  });

  it('converts the largest som payment into a USD amount of whole cents', async () => {
    const created = await send(
      finance,
      'POST',
      PAYMENTS,
      payment({ currency: 'SUM', amountSom: 100_000_000_000 }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const amount = Number(created.body.amount);
    expect(Number.isFinite(amount)).toBe(true);
    expect(Number.isSafeInteger(toCents(amount))).toBe(true);
    expect(created.body.amountSom).toBe(100_000_000_000);
    await send(finance, 'DELETE', `${PAYMENTS}/${created.body.id}`);
  });

  it('refuses a price change, an expense and a price level beyond their bounds', async () => {
    const [waybill] = await listAll(server, root, '/api/waybills', { payStatus: 'UN_BILLED' });
    const change = await refused(root, 'POST', '/api/price-changes', {
      waybillId: waybill.id,
      newPrice: 1e300,
      reason: 'x',
    });
    expect(change.errors).toEqual({ newPrice: maxOf(1_000_000) });

    const expense = { date: tashkentDayAt(testNow()), category: 'OTHER' };
    const som = await refused(root, 'POST', '/api/daily-expenses', {
      ...expense,
      currency: 'SUM',
      enteredAmount: 1e300,
    });
    expect(som.errors).toEqual({ enteredAmount: maxOf(100_000_000_000) });
    // Typed in USD, the USD bound: its som would pass 2^53 at the highest rate.
    const usd = await refused(root, 'POST', '/api/daily-expenses', {
      ...expense,
      currency: 'USD',
      enteredAmount: 20_000_000,
    });
    expect(usd.errors).toEqual({ enteredAmount: maxOf(10_000_000) });

    const [cycle] = await listAll(server, root, '/api/client-price-cycles');
    const levels = cycle.levels as Row[];
    const path = `/api/client-price-cycles/${cycle.id}`;
    const priced = await refused(root, 'PATCH', path, {
      levels: [{ ...levels[0], price: 1e300 }, ...levels.slice(1)],
    });
    expect(priced.errors).toMatchObject({ 'levels.0.price': maxOf(500) });
  });
});

describe('a client payment', () => {
  it('is at least a cent, typed in USD or in som', async () => {
    for (const amount of [0, 0.001]) {
      const body = await refused(finance, 'POST', PAYMENTS, payment({ amount }));
      expect(body.errors).toEqual({ amount: en('validation.minValue', { min: 0.01 }) });
    }
    const som = await refused(
      finance,
      'POST',
      PAYMENTS,
      payment({ currency: 'SUM', amountSom: 1 }),
    );
    expect(som.errors).toEqual({ amountSom: en('clientMoney.errors.belowCent') });
  });

  it('is not dated in the future, beyond a few minutes of clock skew', async () => {
    const body = await refused(
      finance,
      'POST',
      PAYMENTS,
      payment({ paidAt: '2099-01-01T00:00:00Z' }),
    );
    expect(body.errors).toEqual({ paidAt: en('clientMoney.errors.futurePayment') });
    const skewed = new Date(testNow() + 60_000).toISOString();
    const created = await send(finance, 'POST', PAYMENTS, payment({ amount: 1, paidAt: skewed }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await send(finance, 'DELETE', `${PAYMENTS}/${created.body.id}`);
  });
});

describe('the version of an edit', () => {
  it('must be a number when sent: null or a text is a 400, not an unchecked write', async () => {
    const [client] = await listAll(server, root, '/api/clients');
    const path = `/api/clients/${client.id}`;
    const empty = await refused(root, 'PATCH', path, { nickname: 'No check', version: null });
    expect(empty.errors).toEqual({ version: en('validation.required') });
    const text = await refused(root, 'PATCH', path, { nickname: 'No check', version: 'x' });
    expect(text.errors).toEqual({ version: en('validation.number') });
  });
});

describe('a date bound of a list filter', () => {
  it('must be on the calendar and the clock', async () => {
    for (const bound of ['2026-13-45', '2026-02-30', '2026-01-01T25:00', '2026-00']) {
      const answer = await send(root, 'GET', `/api/waybills?s=${search({ createdAt_gte: bound })}`);
      expect(answer.status, bound).toBe(400);
      expect(answer.body.errors).toEqual({ createdAt_gte: en('errors.api.badParameter') });
    }
    for (const bound of ['2026', '2026-02', '2024-02-29', '2026-01-01T23:59:59+05:00']) {
      const answer = await send(root, 'GET', `/api/waybills?s=${search({ createdAt_lte: bound })}`);
      expect(answer.status, bound).toBe(200);
    }
  });
});

describe('the body of an action', () => {
  it('takes only the keys of its payload', async () => {
    const waybills = await listAll(server, root, '/api/waybills', { payStatus: 'UN_BILLED' });
    const bill = await refused(root, 'POST', '/api/bills/from-waybills', {
      waybillIds: [waybills[0].id],
      accountDate: tashkentDayAt(testNow()),
      companyId: 2,
      status: 'CONFIRMED',
      settleAmount: 1,
    });
    const unknown = en('validation.unknownField');
    expect(bill.errors).toEqual({ companyId: unknown, status: unknown, settleAmount: unknown });

    const [promo] = await listAll(server, root, '/api/promo-codes');
    const cashback = await refused(root, 'POST', `/api/promo-codes/${promo.id}/pay-cashback`, {
      cardNumber: '4111111111111111',
      amount: 1_000_000,
    });
    expect(cashback.errors).toEqual({ amount: unknown });
  });

  it('takes no keys when the action has no payload', async () => {
    const [bill] = await listAll(server, root, '/api/bills');
    const body = await refused(root, 'POST', `/api/bills/${bill.id}/confirm`, { settled: true });
    expect(body.errors).toEqual({ settled: en('validation.unknownField') });
  });
});

describe('a user of a company role', () => {
  let made = 0;
  const newUser = (fields: Record<string, unknown>) => {
    made += 1;
    const username = `limits.${made}.${Date.now() % 100000}`;
    return { username, name: `Limits ${made}`, password: STAFF_PASSWORD, ...fields };
  };
  const companyRequired = { companyId: en('authority.companyRequired') };

  it('needs a company to be created', async () => {
    for (const role of ['COMPANY_USER', 'COMPANY_ADMIN', 'COMPANY_PVZ']) {
      const body = await refused(admin, 'POST', '/api/users', newUser({ role }));
      expect(body.errors, role).toEqual(companyRequired);
    }
    const created = await send(
      admin,
      'POST',
      '/api/users',
      newUser({ role: 'COMPANY_USER', companyId: 1 }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it('keeps its company: neither cleared nor lost by a change of role', async () => {
    const user = newUser({ role: 'PLATFORM_USER' });
    const created = await send(admin, 'POST', '/api/users', user);
    const path = `/api/users/${created.body.id}`;
    const promoted = await refused(admin, 'PATCH', path, { role: 'COMPANY_USER' });
    expect(promoted.errors).toEqual(companyRequired);
    const moved = await send(admin, 'PATCH', path, { role: 'COMPANY_USER', companyId: 1 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const cleared = await refused(admin, 'PATCH', path, { companyId: null });
    expect(cleared.errors).toEqual(companyRequired);
  });
});
