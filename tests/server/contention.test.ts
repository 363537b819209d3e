/**
 * Writers that meet on one client's figures (docs/decisions.md "Contention"): twenty payments for
 * one client at once, and twenty new waybills for one client at once, all succeed (2xx), and the
 * figures are those of the twenty writes one after another: the payments equal what they paid
 * plus the client's credit, the client counts every waybill, the audit log has twenty entries.
 * With TEST_DATABASE_URL the writes go to two API servers on one PostgreSQL schema (the
 * deployment of several processes), else to one server on SQLite (its deployment: one process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumUsd } from '../../src/core/money/money';
import { listAll } from './helpers/listAll';
import { startTestServer, TEST_DATABASE_URL, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

const AT_ONCE = 20;

let first: TestServer;
/** The servers the writes go to, in turn. */
let servers: TestServer[];
let root: string;
let finance: string;

beforeAll(async () => {
  first = await startTestServer();
  servers = TEST_DATABASE_URL ? [first, await startTestServer({ reuse: first })] : [first];
  [root, finance] = await Promise.all(['root', 'platform_finance'].map((u) => first.login(u)));
});
afterAll(async () => {
  for (const server of servers.slice(1)) await server.stop({ keep: true });
  await first.stop();
});

const list = (path: string, filter?: Record<string, unknown>) => listAll(first, root, path, filter);

/** The same write twenty times at once, spread over the servers. */
const atOnce = (token: string, path: string, body: (index: number) => Record<string, unknown>) =>
  Promise.all(
    Array.from({ length: AT_ONCE }, (_, index) =>
      servers[index % servers.length].call<Row>(path, {
        method: 'POST',
        token,
        body: body(index),
      }),
    ),
  );

/** The audit log's creations among `ids` of an entity. */
const createdEntries = async (entity: string, ids: readonly unknown[]) =>
  (await list('/api/audit-log', { entity })).filter(
    (entry) => entry.action === 'create' && ids.includes(entry.recordId),
  );

/** A B2C client with parcels not paid yet. */
async function clientWithUnpaidParcels(): Promise<Row> {
  const clients = (await list('/api/clients')).filter((client) => client.companyId == null);
  for (const client of clients) {
    const parcels = await list('/api/waybills', { clientId: client.id });
    if (parcels.some((w) => w.finalFreight != null && w.payStatus !== 'PAID')) return client;
  }
  throw new Error('no B2C client with an unpaid parcel');
}

describe('twenty writes for one client at once', () => {
  it('payments: all recorded, and they add up to what they paid plus the credit', async () => {
    const client = await clientWithUnpaidParcels();
    const paidAt = new Date(testNow()).toISOString();
    const answers = await atOnce(finance, '/api/client-payments', (index) => ({
      clientId: client.id,
      paymentMethod: 0,
      paidAt,
      reference: `AT-ONCE-${index}`,
      amount: index + 1,
    }));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    const payments = await list('/api/client-payments', { clientId: client.id });
    const parcels = await list('/api/waybills', { clientId: client.id });
    const credit = Number(
      (await first.call<Row>(`/api/clients/${client.id}`, { token: root })).body.credit,
    );
    const allocated = payments.flatMap((payment) =>
      ((payment.paidParcels ?? []) as { amount: number }[]).map((part) => part.amount),
    );
    expect(sumUsd([...allocated, credit])).toBe(sumUsd(payments.map((p) => Number(p.amount))));
    expect(sumUsd(allocated)).toBe(sumUsd(parcels.map((w) => Number(w.payAmount ?? 0))));
    const ids = answers.map((answer) => answer.body.id);
    expect(payments.map((p) => p.id)).toEqual(expect.arrayContaining(ids));
    expect(await createdEntries('clientPayment', ids)).toHaveLength(AT_ONCE);
  });

  it('waybills: all created, and the client counts every one', async () => {
    const [client] = await list('/api/clients');
    const before = Number(client.orderCount ?? 0);
    const answers = await atOnce(root, '/api/waybills', (index) => ({
      trackingNumber: `AT-ONCE-WB-${index}`,
      clientId: client.id,
    }));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));

    const after = (await first.call<Row>(`/api/clients/${client.id}`, { token: root })).body;
    expect(after.orderCount).toBe(before + AT_ONCE);
    const ids = answers.map((answer) => answer.body.id);
    expect(await createdEntries('waybill', ids)).toHaveLength(AT_ONCE);
  });
});
