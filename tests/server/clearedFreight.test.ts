/**
 * A waybill whose final freight is cleared (docs/decisions.md, "Client settlement" and "Freight"),
 * over HTTP: an unbilled, unpaid B2C parcel that loses its final freight (its weight removed, its
 * client detached, its only price change withdrawn) owes nothing any more: its pay fields are
 * dropped (UN_BILLED, no payAmount, payAt, paymentMethod) and what its client paid for it is the
 * client's credit again. A billed waybill's final freight is what it is billed at: clearing it is
 * refused (400 on `finalFreight`), nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, tashkentDayAt } from '../../src/core/time/tashkent';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
const tokens: Record<string, string> = {};
const USERS = ['root', 'platform_finance', 'platform_admin'];
beforeAll(async () => {
  server = await startTestServer();
  await Promise.all(USERS.map(async (name) => (tokens[name] = await server.login(name))));
}, 60_000);
afterAll(() => server.stop());

const TODAY = tashkentDayAt(testNow());
/** 5 $ a kg at any weight: a 2 kg parcel costs 10 $. */
const PRICE_PER_KG = 5;
const PAY_FIELDS = ['payStatus', 'payAmount', 'payAt', 'paymentMethod'];
let serial = 0;

const send = (user: string, method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token: tokens[user], body });

async function created(user: string, path: string, body: unknown): Promise<Row> {
  const answer = await send(user, 'POST', path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

const waybillOf = async (id: Row['id']) => (await send('root', 'GET', `/api/waybills/${id}`)).body;
const creditOf = async (id: Row['id']) =>
  (await send('root', 'GET', `/api/clients/${id}`)).body.credit;
const payFieldsOf = (waybill: Row) => PAY_FIELDS.map((field) => waybill[field] ?? null);

/** A new B2C client with a fixed-price cycle in force, and nothing owed or paid yet. */
async function newB2cClient(): Promise<Row> {
  serial += 1;
  const client = await created('root', '/api/clients', {
    clientCode: `CLEARED-${serial}`,
    phone: `+99890000${String(serial).padStart(4, '0')}`,
  });
  await created('root', '/api/client-price-cycles', {
    ownerId: client.id,
    startDate: TODAY,
    endDate: addDays(TODAY, 29),
    priceType: 'FIXED',
    levels: [{ minWeight: 0, maxWeight: 100000, price: PRICE_PER_KG }],
  });
  return client;
}

const newWaybill = (fields: Record<string, unknown>) =>
  created('root', '/api/waybills', { trackingNumber: `CLEARED-WB-${++serial}`, ...fields });

const pay = (clientId: Row['id'], amount: number) =>
  created('platform_finance', '/api/client-payments', {
    clientId,
    amount,
    paymentMethod: 0,
    paidAt: new Date(testNow()).toISOString(),
    reference: `CLEARED-PAY-${++serial}`,
  });

/** An approved price change giving the waybill `price`; answers the request. */
async function approvedPrice(waybillId: Row['id'], price: number): Promise<Row> {
  const request = await created('platform_finance', '/api/price-changes', {
    waybillId,
    newPrice: price,
    reason: 'Agreed with the client',
  });
  await created('platform_admin', `/api/price-changes/${request.id}/approve`, {});
  return request;
}

/** A B2C parcel of a new client charged 10 $ and paid 4 $ of it: UN_PAID with 4 $ paid. */
async function partlyPaidParcel(fields: Record<string, unknown> = { weight: 2 }) {
  const client = await newB2cClient();
  const parcel = await newWaybill({ clientId: client.id, ...fields });
  await pay(client.id, 4);
  const paid = await waybillOf(parcel.id);
  expect(paid).toMatchObject({ finalFreight: 10, payStatus: 'UN_PAID', payAmount: 4 });
  expect(await creditOf(client.id)).toBe(0);
  return { client, parcel };
}

/** Nothing charged, nothing owed: the pay fields of a parcel never charged. */
async function expectOwesNothing(parcel: Row, clientId: Row['id']) {
  const waybill = await waybillOf(parcel.id);
  expect(waybill.finalFreight ?? null).toBeNull();
  expect(payFieldsOf(waybill)).toEqual(['UN_BILLED', null, null, null]);
  // What the client paid for it is theirs again.
  expect(await creditOf(clientId)).toBe(4);
}

describe('an unbilled, unpaid B2C parcel whose final freight is cleared', () => {
  it('drops its pay fields when its weight is removed (PATCH)', async () => {
    const { client, parcel } = await partlyPaidParcel();
    const patched = await send('root', 'PATCH', `/api/waybills/${parcel.id}`, { weight: null });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    // The answer is the committed state.
    expect(payFieldsOf(patched.body)).toEqual(['UN_BILLED', null, null, null]);
    await expectOwesNothing(parcel, client.id);
  });

  it('drops its pay fields when it is detached from its client (action)', async () => {
    const { client, parcel } = await partlyPaidParcel();
    const detached = await send('root', 'POST', `/api/waybills/${parcel.id}/detach`);
    expect(detached.status, JSON.stringify(detached.body)).toBe(200);
    await expectOwesNothing(parcel, client.id);
  });

  it('drops its pay fields when the price change it was charged by is withdrawn', async () => {
    const client = await newB2cClient();
    const parcel = await newWaybill({ clientId: client.id });
    const request = await approvedPrice(parcel.id, 10);
    await pay(client.id, 4);
    expect(await waybillOf(parcel.id)).toMatchObject({ finalFreight: 10, payAmount: 4 });
    await created('platform_finance', `/api/price-changes/${request.id}/withdraw`, {});
    await expectOwesNothing(parcel, client.id);
  });

  it('is charged and paid again from the credit once it has a final freight again', async () => {
    const { client, parcel } = await partlyPaidParcel();
    await send('root', 'PATCH', `/api/waybills/${parcel.id}`, { weight: null });
    const weighed = await send('root', 'PATCH', `/api/waybills/${parcel.id}`, { weight: 2 });
    expect(weighed.body).toMatchObject({ finalFreight: 10, payStatus: 'UN_PAID', payAmount: 4 });
    expect(await creditOf(client.id)).toBe(0);
  });
});

describe('a billed waybill', () => {
  it('keeps its final freight: withdrawing the price it is billed at is refused', async () => {
    const [company] = await listAll(server, tokens.root, '/api/companies');
    const waybill = await newWaybill({ companyId: company.id });
    expect(waybill.finalFreight ?? null).toBeNull();
    const request = await approvedPrice(waybill.id, 12.5);
    const bill = await created('platform_finance', '/api/bills/from-waybills', {
      waybillIds: [waybill.id],
      accountDate: addDays(TODAY, -1),
    });
    expect(bill.settleAmount).toBe(12.5);
    const refused = await expectRefused(
      server,
      () => send('platform_finance', 'POST', `/api/price-changes/${request.id}/withdraw`),
      400,
      'validation.formFailed',
    );
    expect(refused.errors).toEqual({ finalFreight: en('bills.errors.finalFreightKept') });
    expect(await waybillOf(waybill.id)).toMatchObject({ finalFreight: 12.5, billId: bill.id });
  });
});
