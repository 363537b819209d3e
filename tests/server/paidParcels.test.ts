/**
 * What a client payment paid, over real HTTP (docs/decisions.md, "Client settlement"): each
 * payment says which parcels it paid and how much (`paidParcels`), in the write that records,
 * edits or deletes a payment; a partly paid parcel keeps what it got; the settlement detail says
 * what is still due. A client cannot write `paidParcels`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subtractUsd, sumUsd } from '../../src/core/money/money';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

let server: TestServer;
let finance: string;
let root: string;
beforeAll(async () => {
  server = await startTestServer();
  [finance, root] = await Promise.all(['platform_finance', 'root'].map((n) => server.login(n)));
}, 60_000);
afterAll(() => server.stop());

const PAYMENTS = '/api/client-payments';
const get = async (path: string) => (await server.call<Row>(path, { token: root })).body;
const send = (method: string, path: string, body?: unknown) =>
  server.call<Row>(path, { method, token: finance, body });
let reference = 0;
const payment = (clientId: Row['id'], amount: number) => ({
  clientId,
  currency: 'USD',
  amount,
  paymentMethod: 1,
  paidAt: new Date(testNow()).toISOString(),
  reference: `PARTLY-${++reference}`,
});

/** A B2C client with no credit and two unpaid parcels that got nothing yet, oldest first. */
async function clientWithUnpaidParcels(): Promise<{ client: Row; parcels: Row[] }> {
  for (const client of await listAll(server, root, '/api/clients')) {
    if (client.companyId != null || Number(client.credit ?? 0) > 0) continue;
    const parcels = (await listAll(server, root, '/api/waybills', { clientId: client.id }))
      .filter((w) => w.companyId == null && Number(w.finalFreight ?? 0) > 2)
      .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
    // Oldest first: the client's money reaches the unpaid ones in this order.
    const due = parcels.filter((w) => w.payStatus === 'UN_PAID');
    if (due.length >= 2 && due.every((w) => w.payAmount == null)) return { client, parcels: due };
  }
  throw new Error('no B2C client with two unpaid parcels');
}

describe('a client payment', () => {
  let client: Row;
  let first: Row;
  let second: Row;
  let parcels: Row[];

  it('that covers part of a parcel says so, and the parcel shows what it got', async () => {
    ({ client, parcels } = await clientWithUnpaidParcels());
    const [oldest] = parcels;
    const part = subtractUsd(Number(oldest.finalFreight), 1);
    const made = await send('POST', PAYMENTS, payment(client.id, part));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    first = made.body;
    expect(first.paidParcels).toEqual([{ waybillId: oldest.id, amount: part }]);
    expect(await get(`/api/waybills/${oldest.id}`)).toMatchObject({
      payStatus: 'UN_PAID',
      payAmount: part,
    });
    const settlement = await get(`/api/stats/client-settlement/${client.id}`);
    const unpaid = (settlement.unpaid as { amount: number }).amount;
    expect(settlement.due).toBe(subtractUsd(unpaid, Number(settlement.partlyPaid)));
    expect(settlement.partlyPaid).toBe(part);
  });

  it('that covers the rest and part of the next lists both, with what it paid each', async () => {
    const [oldest, next] = parcels;
    const amount = sumUsd([1, 0.5]);
    const made = await send('POST', PAYMENTS, payment(client.id, amount));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    second = made.body;
    expect(second.paidParcels).toEqual([
      { waybillId: oldest.id, amount: 1 },
      { waybillId: next.id, amount: 0.5 },
    ]);
    expect(await get(`/api/waybills/${oldest.id}`)).toMatchObject({ payStatus: 'PAID' });
    expect(await get(`/api/waybills/${next.id}`)).toMatchObject({
      payStatus: 'UN_PAID',
      payAmount: 0.5,
    });
    // The first payment still paid what it did.
    expect((await get(`${PAYMENTS}/${first.id}`)).paidParcels).toEqual(first.paidParcels);
  });

  it('edited or deleted, moves what the others paid in the same write', async () => {
    const [oldest, next] = parcels;
    const smaller = subtractUsd(Number(first.amount), 0.25);
    const edited = await send('PUT', `${PAYMENTS}/${first.id}`, {
      ...(await get(`${PAYMENTS}/${first.id}`)),
      amount: smaller,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.paidParcels).toEqual([{ waybillId: oldest.id, amount: smaller }]);
    expect((await get(`${PAYMENTS}/${second.id}`)).paidParcels).toEqual([
      { waybillId: oldest.id, amount: 1.25 },
      { waybillId: next.id, amount: 0.25 },
    ]);

    const deleted = await server.call(`${PAYMENTS}/${first.id}`, { method: 'DELETE', token: root });
    expect(deleted.status).toBe(200);
    expect((await get(`${PAYMENTS}/${second.id}`)).paidParcels).toEqual([
      { waybillId: oldest.id, amount: 1.5 },
    ]);
  });

  it("cannot be told what it paid: that is the server's", async () => {
    await expectRefused(
      server,
      () =>
        send('POST', PAYMENTS, {
          ...payment(client.id, 5),
          paidParcels: [{ waybillId: parcels[1].id, amount: 5 }],
        }),
      403,
      'authority.fieldNotWritable',
    );
  });
});
