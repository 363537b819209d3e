/**
 * A reference always names an existing record (docs/api.md "Resources"): the delete of a record
 * other records still name is refused, 409, with a message in the caller's language saying how
 * many records of which resources name it, and nothing is written (no audit entry either). A
 * record nothing names, or named only by traces of who acted (`createdBy`, the audit log), is
 * deleted as before. The check is in the deleting transaction: a record naming it cannot be
 * stored meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { search } from './helpers/refusals';
import { createStaff, tokenOf } from './helpers/staffAccounts';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let stored: Record<string, Row[]>;

beforeAll(async () => {
  server = await startTestServer();
  root = await server.login('root');
  stored = await readStored(server);
});
afterAll(() => server.stop());

const send = <T = Row>(method: string, path: string, body?: unknown, language?: string) =>
  server.call<T>(path, { method, token: root, body, language });

/** How a resource's records naming the record are said, in English. */
const named = (count: number, resource: string) =>
  en('deletes.referrer', { smart_count: count, resource });

/** Records of `collection` whose `field` names `id`. */
const naming = (collection: string, field: string, id: Row['id']) =>
  stored[collection].filter((row) => String(row[field]) === String(id));

/** The first record of `collection` that records of `by` name in `field`. */
function namedBy(collection: string, by: string, field: string): Row {
  const ids = new Set(stored[by].map((row) => String(row[field])));
  const record = stored[collection].find((row) => ids.has(String(row.id)));
  if (!record) throw new Error(`no ${collection} named by ${by}.${field}`);
  return record;
}

/** DELETE is refused with 409 and nothing stored changes (audit log included); the message. */
async function refusedDelete(path: string, language?: string): Promise<string> {
  const before = await storedState(server);
  const answer = await send<ErrorBody>('DELETE', path, undefined, language);
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(await storedState(server)).toBe(before);
  expect((await send('GET', path)).status).toBe(200);
  return answer.body.message;
}

/** DELETE answers 200 with the record, which is gone afterwards. */
async function deleted(path: string): Promise<Row> {
  const answer = await send('DELETE', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect((await send('GET', path)).status).toBe(404);
  return answer.body;
}

describe('a record other records name is not deleted', () => {
  it('a client named by waybills: 409 counting them, the client and its waybills kept', async () => {
    const client = namedBy('clients', 'waybills', 'clientId');
    const waybills = naming('waybills', 'clientId', client.id);
    const message = await refusedDelete(`/api/clients/${client.id}`);
    expect(message).toContain(named(waybills.length, 'Waybill'));
    expect(message.startsWith(en('deletes.stillNamed', { referrers: '' }).split(':')[0])).toBe(
      true,
    );
  });

  it('names every resource that names it, each with its count', async () => {
    const client = namedBy('clients', 'waybills', 'clientId');
    const parts = [
      ['client-payments', 'clientId', 'Client payment'],
      ['promo-codes', 'ownerId', 'Promo code'],
      ['waybills', 'clientId', 'Waybill'],
      ['handovers', 'clientId', 'Hand-over'],
      ['client-price-records', 'ownerId', 'Client price record'],
      ['sms', 'clientId', 'SMS'],
      ['client-price-cycles', 'ownerId', 'Client price cycle'],
      ['feedbacks', 'clientId', 'Feedback'],
    ]
      .map(([collection, field, label]) => [naming(collection, field, client.id).length, label])
      .filter(([count]) => count !== 0)
      .map(([count, label]) => named(Number(count), String(label)));
    const message = await refusedDelete(`/api/clients/${client.id}`);
    expect(message).toBe(en('deletes.stillNamed', { referrers: parts.join(', ') }));
  });

  it('a payment taken at a hand-over, which names it', async () => {
    // Not one of a closed shift: that one is kept for its shift first (cashShifts.test.ts).
    const closed = new Set(
      stored['cash-shifts'].filter((row) => row.status === 'CLOSED').map((row) => String(row.id)),
    );
    const kept = new Set(
      stored['client-payments']
        .filter((row) => closed.has(String(row.shiftId)))
        .map((row) => String(row.id)),
    );
    const handover = stored.handovers.find(
      (row) => row.paymentId != null && !kept.has(String(row.paymentId)),
    )!;
    const message = await refusedDelete(`/api/client-payments/${handover.paymentId}`);
    expect(message).toBe(en('deletes.stillNamed', { referrers: named(1, 'Hand-over') }));
  });

  it('a company named by bills', async () => {
    const company = namedBy('companies', 'bills', 'companyId');
    const bills = naming('bills', 'companyId', company.id);
    const message = await refusedDelete(`/api/companies/${company.id}`);
    expect(message).toContain(named(bills.length, 'Bill'));
  });

  it('a box day batch named by boxes and box payments; its box is priced as before', async () => {
    const paid = new Set(stored['box-payments'].map((payment) => String(payment.batchId)));
    const batch = namedBy('box-day-batches', 'boxes', 'batchId');
    const withPayment =
      stored['box-day-batches'].find(
        (row) => paid.has(String(row.id)) && naming('boxes', 'batchId', row.id).length > 0,
      ) ?? batch;
    const message = await refusedDelete(`/api/box-day-batches/${withPayment.id}`);
    expect(message).toContain(named(naming('boxes', 'batchId', withPayment.id).length, 'Box'));
    const payments = naming('box-payments', 'batchId', withPayment.id).length;
    if (payments > 0) expect(message).toContain(named(payments, 'Box payment'));
    const [box] = naming('boxes', 'batchId', withPayment.id);
    const patched = await send('PATCH', `/api/boxes/${box.id}`, { weight: 3 });
    expect(patched.status).toBe(200);
    expect(patched.body.batchId).toBe(box.batchId);
  });

  it('a promo code named by its cashback payout', async () => {
    const code = namedBy('promo-codes', 'cashback-payouts', 'promoCodeId');
    const payouts = naming('cashback-payouts', 'promoCodeId', code.id);
    const message = await refusedDelete(`/api/promo-codes/${code.id}`);
    expect(message).toContain(named(payouts.length, 'Cashback payout'));
  });

  it("says it in the caller's language", async () => {
    const company = namedBy('companies', 'bills', 'companyId');
    const message = await refusedDelete(`/api/companies/${company.id}`, 'uz');
    const bills = naming('bills', 'companyId', company.id).length;
    expect(message).toContain(uz('deletes.referrer', { smart_count: bills, resource: 'Hisob' }));
    expect(message).not.toBe(en('deletes.stillNamed'));
  });

  it('a user named as a waybill’s responsible staff', async () => {
    const staff = await createStaff(server, root, { role: 'PLATFORM_USER' });
    const waybill = (await send('POST', '/api/waybills', { trackingNumber: 'REF-DEL-STAFF' })).body;
    const assigned = await send('PATCH', `/api/waybills/${waybill.id}`, {
      responsibleStaffId: staff.id,
    });
    expect(assigned.status).toBe(200);
    const message = await refusedDelete(`/api/users/${staff.id}`);
    expect(message).toBe(en('deletes.stillNamed', { referrers: named(1, 'Waybill') }));
  });
});

describe('a record nothing names is deleted', () => {
  it('a new client, company, box day batch and promo code: 200, gone', async () => {
    const client = (
      await send('POST', '/api/clients', { clientCode: 'REFDEL-1', phone: '+998901234567' })
    ).body;
    const company = (
      await send('POST', '/api/companies', {
        code: '98761',
        shortName: 'RefDel',
        fullName: 'RefDel LLC',
      })
    ).body;
    const batch = (await send('POST', '/api/box-day-batches', { receiveDay: '2000-02-03' })).body;
    const owner = stored.clients[0];
    const code = (
      await send('POST', '/api/promo-codes', {
        code: 'REFDEL1',
        ownerId: owner.id,
        cashbackPrice: 1,
      })
    ).body;
    for (const [path, record] of [
      ['clients', client],
      ['companies', company],
      ['box-day-batches', batch],
      ['promo-codes', code],
    ] as const) {
      expect(record.id, `${path}: ${JSON.stringify(record)}`).toBeDefined();
      expect((await deleted(`/api/${path}/${record.id}`)).id).toBe(record.id);
    }
  });

  it('once the records naming it are gone, it is deleted; the log holds only that delete', async () => {
    const client = (
      await send('POST', '/api/clients', { clientCode: 'REFDEL-2', phone: '+998901234568' })
    ).body;
    const waybill = (
      await send('POST', '/api/waybills', { trackingNumber: 'REF-DEL-2', clientId: client.id })
    ).body;
    await refusedDelete(`/api/clients/${client.id}`);
    await deleted(`/api/waybills/${waybill.id}`);
    await deleted(`/api/clients/${client.id}`);
    const { body: entries } = await send<{ action: string }[]>(
      'GET',
      `/api/audit-log?s=${search({ entity: 'client', recordId: client.id })}&sort=${search(['id', 'ASC'])}`,
    );
    // Its orderCount's updates, and one delete: the refused one left no entry.
    expect(entries.filter((entry) => entry.action === 'delete')).toHaveLength(1);
    expect(entries.at(-1)?.action).toBe('delete');
  });

  it('a user named only as who acted (audit log, createdBy) is deleted', async () => {
    const staff = await createStaff(server, root, { role: 'PLATFORM_ADMIN' });
    const token = await tokenOf(server, staff.username);
    const made = await server.call<Row>('/api/users', {
      method: 'POST',
      token,
      body: {
        username: `made.by.${staff.id}`,
        name: 'Made',
        password: 'staff1234',
        role: 'PLATFORM_USER',
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.createdBy).toBe(staff.id);
    await deleted(`/api/users/${staff.id}`);
  });
});

describe('the check and the delete are one transaction', () => {
  it('a waybill naming the client, sent with its delete, never outlives it', async () => {
    for (let round = 0; round < 8; round++) {
      const client = (
        await send('POST', '/api/clients', {
          clientCode: `REFDEL-RACE-${round}`,
          phone: '+998901234569',
        })
      ).body;
      const [removal, creation] = await Promise.all([
        send('DELETE', `/api/clients/${client.id}`),
        send('POST', '/api/waybills', {
          trackingNumber: `REF-DEL-RACE-${round}`,
          clientId: client.id,
        }),
      ]);
      expect([removal.status, creation.status].sort()).toEqual(
        removal.status === 200 ? [200, 400] : [201, 409],
      );
      const after = await readStored(server);
      const kept = after.clients.some((row) => row.id === client.id);
      const orphans = after.waybills.filter((row) => String(row.clientId) === String(client.id));
      expect(kept || orphans.length === 0).toBe(true);
    }
  });
});
