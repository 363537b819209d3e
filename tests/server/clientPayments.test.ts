/**
 * Client settlement over HTTP (docs/decisions.md, "Client settlement"): a payment typed in USD or
 * som gets the other amount at the exchange rate of its day; it pays the B2C client's oldest
 * unpaid parcels, partly paying the one the money runs out on; what is left is the client's
 * credit; editing or deleting a payment re-allocates; the settlement detail adds up with the
 * lists. Attacks: a company role, a company's client, the server fields, a stale version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subtractUsd, sumUsd, usdOfSom } from '../../src/core/money/money';
import { rateInForce, rateInstantOfDay } from '../../src/core/money/rateInForce';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let finance: string;
let companyAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  [root, finance, companyAdmin] = await Promise.all(
    ['root', 'platform_finance', 'company_admin'].map((name) => server.login(name)),
  );
});
afterAll(() => server.stop());

const PAYMENTS = '/api/client-payments';
const send = (token: string, method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token, body });

const list = (path: string, filter?: Record<string, unknown>) =>
  listAll(server, root, path, filter);

/** A client's B2C parcels with a final freight, oldest first, as the waybill list shows them. */
async function parcelsOf(clientId: unknown): Promise<Row[]> {
  return (await list('/api/waybills', { clientId }))
    .filter((w) => w.companyId == null && Number(w.finalFreight ?? 0) > 0)
    .sort(
      (a, b) =>
        String(a.createdAt).localeCompare(String(b.createdAt)) || Number(a.id) - Number(b.id),
    );
}

const clientOf = async (id: unknown) => (await send(root, 'GET', `/api/clients/${id}`)).body;
const dueOf = (parcel: Row) =>
  subtractUsd(Number(parcel.finalFreight), Number(parcel.payAmount ?? 0));

/** A B2C client with at least two parcels not paid yet. */
async function clientWithUnpaidParcels(): Promise<{ client: Row; unpaid: Row[] }> {
  const clients = (await list('/api/clients')).filter((c) => c.companyId == null);
  for (const client of clients) {
    const unpaid = (await parcelsOf(client.id)).filter((w) => w.payStatus !== 'PAID');
    if (unpaid.length >= 2) return { client, unpaid };
  }
  throw new Error('no B2C client with two unpaid parcels');
}

async function rateOn(day: string): Promise<number> {
  const rates = (await list('/api/exchange-rates')).map((rate) => ({
    rate: Number(rate.rate),
    activeAt: String(rate.activeAt),
    expiredAt: typeof rate.expiredAt === 'string' ? rate.expiredAt : null,
  }));
  return rateInForce(rates, rateInstantOfDay(day, new Date(testNow())))!.rate;
}

let reference = 0;
const payment = (clientId: unknown, fields: Record<string, unknown>) => ({
  clientId,
  paymentMethod: 0,
  paidAt: new Date(testNow()).toISOString(),
  reference: `TEST-PAY-${++reference}`,
  ...fields,
});

describe('a client payment', () => {
  it('pays the oldest unpaid parcels, partly pays the next, and keeps the rest as credit', async () => {
    const { client, unpaid } = await clientWithUnpaidParcels();
    const [first, second] = unpaid;
    const creditBefore = Number(client.credit ?? 0);
    expect(creditBefore).toBe(0);
    const part = Math.min(1, subtractUsd(dueOf(second), 0.01));
    const amount = sumUsd([dueOf(first), part]);

    const created = await send(finance, 'POST', PAYMENTS, payment(client.id, { amount }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rate = await rateOn(tashkentDayAt(testNow()));
    expect(created.body).toMatchObject({ currency: 'USD', amount, rate });
    expect(created.body.amountSom).toBe(Math.round(amount * rate));

    const after = await parcelsOf(client.id);
    const now = (parcel: Row) => after.find((w) => w.id === parcel.id)!;
    expect(now(first)).toMatchObject({
      payStatus: 'PAID',
      payAmount: Number(first.finalFreight),
      paymentMethod: 0,
    });
    expect(now(second)).toMatchObject({
      payStatus: 'UN_PAID',
      payAmount: sumUsd([second.payAmount as number, part]),
    });
    expect(now(second).payAt ?? null).toBeNull();
    expect((await clientOf(client.id)).credit).toBe(0);

    // Everything still due and 25 $ more: every parcel paid, the 25 $ kept as credit.
    const rest = sumUsd([...unpaid.slice(1).map(dueOf), -part, 25]);
    const big = await send(finance, 'POST', PAYMENTS, payment(client.id, { amount: rest }));
    expect(big.status).toBe(201);
    expect((await parcelsOf(client.id)).every((w) => w.payStatus === 'PAID')).toBe(true);
    expect((await clientOf(client.id)).credit).toBe(25);

    // Deleting it re-allocates: the parcels it paid are unpaid again (UN_PAID: they were due),
    // the credit is gone.
    expect((await send(root, 'DELETE', `${PAYMENTS}/${big.body.id}`)).status).toBe(200);
    const paidState = (w: Row) => [w.id, w.payStatus === 'PAID', w.payAmount ?? null];
    expect((await parcelsOf(client.id)).map(paidState)).toEqual(after.map(paidState));
    expect((await clientOf(client.id)).credit).toBe(0);

    // Editing the first payment's amount re-allocates as well.
    const edited = await send(finance, 'PUT', `${PAYMENTS}/${created.body.id}`, {
      ...created.body,
      amount: subtractUsd(amount, part),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const second2 = (await parcelsOf(client.id)).find((w) => w.id === second.id)!;
    expect(second2.payAmount ?? null).toBe(second.payAmount ?? null);
  });

  it('typed in som gets its USD at the rate of its day', async () => {
    const { client } = await clientWithUnpaidParcels();
    const som = 150_000;
    const { status, body } = await send(
      finance,
      'POST',
      PAYMENTS,
      payment(client.id, { currency: 'SUM', amountSom: som, amount: 999 }),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    const rate = await rateOn(tashkentDayAt(testNow()));
    expect(body).toMatchObject({
      currency: 'SUM',
      amountSom: som,
      amount: usdOfSom(som, rate),
      rate,
    });
    await send(root, 'DELETE', `${PAYMENTS}/${body.id}`);
  });

  it('adds up on the settlement detail: payments = paid + partly paid + credit', async () => {
    const { client } = await clientWithUnpaidParcels();
    await send(finance, 'POST', PAYMENTS, payment(client.id, { amount: 3.21 }));
    const { status, body } = await send(root, 'GET', `/api/stats/client-settlement/${client.id}`);
    expect(status).toBe(200);
    const parcels = await list('/api/waybills', { clientId: client.id });
    const payments = await list(PAYMENTS, { clientId: client.id });
    const paid = parcels.filter((w) => w.payStatus === 'PAID');
    const unpaid = parcels.filter((w) => w.payStatus === 'UN_PAID');
    expect(body).toMatchObject({
      paid: { count: paid.length, amount: sumUsd(paid.map((w) => w.finalFreight as number)) },
      unpaid: { count: unpaid.length, amount: sumUsd(unpaid.map((w) => w.finalFreight as number)) },
      payments: { count: payments.length, amount: sumUsd(payments.map((p) => p.amount as number)) },
      credit: (await clientOf(client.id)).credit,
    });
    const settled = body as unknown as {
      paid: { amount: number };
      partlyPaid: number;
      credit: number;
    };
    expect(sumUsd([settled.paid.amount, settled.partlyPaid, settled.credit])).toBe(
      sumUsd(payments.map((p) => p.amount as number)),
    );
  });
});

describe('attacks', () => {
  it('refuses a company role recording a payment, for its own or another company’s client', async () => {
    const companyId = (await send(companyAdmin, 'GET', '/api/user/info')).body.companyId;
    const clients = (await list('/api/clients')).filter((c) => c.companyId != null);
    const own = clients.find((c) => c.companyId === companyId);
    const other = clients.find((c) => c.companyId !== companyId);
    for (const client of [own, other]) {
      await expectRefused(
        server,
        () => send(companyAdmin, 'POST', PAYMENTS, payment(client!.id, { amount: 5 })),
        403,
        'errors.http.403',
      );
    }
  });

  it('refuses a payment for a company’s client: it pays through the company’s bills', async () => {
    const client = (await list('/api/clients')).find((c) => c.companyId != null)!;
    const body = await expectRefused(
      server,
      () => send(finance, 'POST', PAYMENTS, payment(client.id, { amount: 5 })),
      400,
      'validation.formFailed',
    );
    expect(body.errors?.clientId).toBeTruthy();
  });

  it('refuses a som payment without its som amount', async () => {
    const { client } = await clientWithUnpaidParcels();
    const body = await expectRefused(
      server,
      () => send(finance, 'POST', PAYMENTS, payment(client.id, { currency: 'SUM', amount: 5 })),
      400,
      'validation.formFailed',
    );
    expect(body.errors?.amountSom).toBeTruthy();
  });

  it('refuses writing the credit or the rate through CRUD', async () => {
    const { client } = await clientWithUnpaidParcels();
    const stored = await clientOf(client.id);
    const credit = await send(root, 'PUT', `/api/clients/${client.id}`, { ...stored, credit: 500 });
    expect(credit.status).toBe(403);
    expect((await clientOf(client.id)).credit).toBe(stored.credit);
    const rate = await send(finance, 'POST', PAYMENTS, payment(client.id, { amount: 1, rate: 1 }));
    expect(rate.status).toBe(403);
  });

  it('refuses a stale version', async () => {
    const { client } = await clientWithUnpaidParcels();
    const { body } = await send(finance, 'POST', PAYMENTS, payment(client.id, { amount: 1 }));
    const fresh = await send(finance, 'PUT', `${PAYMENTS}/${body.id}`, { ...body, amount: 2 });
    expect(fresh.status).toBe(200);
    const stale = await send(finance, 'PUT', `${PAYMENTS}/${body.id}`, { ...body, amount: 3 });
    expect(stale.status).toBe(409);
    expect((await send(root, 'GET', `${PAYMENTS}/${body.id}`)).body.amount).toBe(2);
  });
});
