/**
 * Price changes over real HTTP (docs/api.md, "Price changes"; docs/decisions.md): a request needs
 * a reason, waits alone, and only on a parcel neither paid nor on a bill. It is approved or
 * rejected (with the reason) by the settle group (SPEC 2's /settle/changePriceList: finance
 * included) or the confirm-price group, never by who asked; approving sets the waybill's
 * changePrice (its final freight and som follow) and keeps the price it replaced. Withdrawing is
 * the requester's, or the withdrawPrice element's: a PENDING request is deleted, an APPROVED one
 * undone and kept WITHDRAWN. A request still waiting when its parcel is paid or put on a bill is
 * closed in that transaction, EXPIRED with the reason. Every refusal is translated and stores
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundUsd, somOf, subtractUsd, sumUsd } from '../../src/core/money/money';
import { addDays, tashkentDayAt } from '../../src/core/time/tashkent';
import { expectRefused } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { Row } from './helpers/types';

const FORM_FAILED = 'validation.formFailed';
const NOT_WITHDRAWABLE = 'bills.errors.notWithdrawable';
const NOT_BY_AUTHOR = 'authority.notByAuthor';
const DECIDED = 'recordActions.errors.alreadyDecided';

let server: TestServer;
const tokens: Record<string, string> = {};
const USERS = [
  'root',
  'platform_root',
  'platform_admin',
  'platform_finance',
  'marketing_admin',
  'company_admin',
];
beforeAll(async () => {
  server = await startTestServer();
  await Promise.all(USERS.map(async (name) => (tokens[name] = await server.login(name))));
}, 60_000);
afterAll(() => server.stop());

const stored = async (collection: string) => (await readStored(server))[collection];
const storedOne = async (collection: string, id: Row['id']) =>
  (await stored(collection)).find((row) => row.id === id) as Row;
const post = <T = Row>(user: string, path: string, body?: unknown) =>
  server.call<T>(path, { method: 'POST', token: tokens[user], body });
const userId = async (username: string) =>
  ((await stored('users')).find((user) => user.username === username) as Row).id;
const decide = (user: string, id: Row['id'], how: 'approve' | 'reject', rejectReason?: string) =>
  post(user, `/api/price-changes/${id}/${how}`, rejectReason === undefined ? {} : { rejectReason });

const used = new Set<Row['id']>();
/** A priced waybill, neither paid nor on a bill, with no changed price and no request. */
async function freshWaybill(test: (waybill: Row) => boolean = () => true): Promise<Row> {
  const requested = new Set((await stored('price-changes')).map((c) => c.waybillId));
  const waybill = (await stored('waybills')).find(
    (w) =>
      typeof w.finalFreight === 'number' &&
      typeof w.freightRate === 'number' &&
      w.payStatus !== 'PAID' &&
      w.billId == null &&
      w.changePrice == null &&
      !requested.has(w.id) &&
      !used.has(w.id) &&
      test(w),
  );
  if (!waybill) throw new Error('the demo data has no such waybill');
  used.add(waybill.id);
  return waybill;
}

const companyParcel = (w: Row) => w.companyId != null && w.payStatus === 'UN_BILLED';

/** The waybill, put on a new PENDING bill. */
async function billed(waybill: Row): Promise<Row> {
  const bill = await post('platform_finance', '/api/bills/from-waybills', {
    waybillIds: [waybill.id],
    accountDate: addDays(tashkentDayAt(testNow()), -1),
  });
  expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  return storedOne('waybills', waybill.id);
}

const request = (waybillId: Row['id'], newPrice: number, user = 'platform_finance') =>
  post(user, '/api/price-changes', { waybillId, newPrice, reason: 'Agreed with the client' });

/** The waybill's final freight follows its changed price, or its freight when none. */
async function expectWaybillPrice(waybillId: Row['id'], changePrice: number | undefined) {
  const waybill = await storedOne('waybills', waybillId);
  expect(waybill.changePrice).toBe(changePrice);
  const final =
    changePrice ?? roundUsd(Number(waybill.freight ?? 0) + Number(waybill.surcharge ?? 0));
  expect(waybill.finalFreight).toBe(final);
  expect(waybill.finalFreightSom).toBe(somOf(final, Number(waybill.freightRate)));
}

describe('requesting', () => {
  it('needs a reason, and one waiting request per waybill', async () => {
    const waybill = await freshWaybill();
    const noReason = await expectRefused(
      server,
      () => post('platform_finance', '/api/price-changes', { waybillId: waybill.id, newPrice: 5 }),
      400,
      FORM_FAILED,
    );
    expect(Object.keys(noReason.errors ?? {})).toEqual(['reason']);
    const first = await request(waybill.id, 5);
    expect(first.status).toBe(201);
    const second = await expectRefused(server, () => request(waybill.id, 6), 400, FORM_FAILED);
    expect(second.errors).toEqual({ waybillId: en('bills.errors.pendingRequest') });
  });

  it('refuses a paid waybill and one on a bill (pending or confirmed)', async () => {
    const waybills = await stored('waybills');
    const paid = waybills.find((w) => w.payStatus === 'PAID' && w.billId == null) as Row;
    const confirmed = waybills.find((w) => w.billId != null) as Row;
    const pending = await billed(await freshWaybill(companyParcel));
    for (const waybill of [paid, confirmed, pending]) {
      const refused = await expectRefused(server, () => request(waybill.id, 1), 400, FORM_FAILED);
      expect(refused.errors).toEqual({ waybillId: en('bills.errors.priceSettled') });
    }
  });
});

describe('deciding', () => {
  it('finance approves on the settle page a request someone else made; never its own', async () => {
    const waybill = await freshWaybill();
    const { body: asked } = await request(waybill.id, 7.5, 'platform_root');
    for (const how of ['approve', 'reject'] as const)
      await expectRefused(
        server,
        () => decide('platform_root', asked.id, how, 'Mine'),
        403,
        NOT_BY_AUTHOR,
      );
    for (const user of ['marketing_admin', 'company_admin'])
      await expectRefused(server, () => decide(user, asked.id, 'approve'), 403, 'errors.http.403');
    const approved = await decide('platform_finance', asked.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      decidedBy: await userId('platform_finance'),
    });
    expect(approved.body.previousChangePrice).toBeUndefined();
    await expectWaybillPrice(waybill.id, 7.5);
    // Approving twice (a replayed request), or rejecting it afterwards, changes nothing.
    await expectRefused(server, () => decide('root', asked.id, 'approve'), 400, DECIDED);
    await expectRefused(server, () => decide('root', asked.id, 'reject', 'Late'), 400, DECIDED);
  });

  it('a rejection says why: without a reason it is refused; finance and the confirm group reject', async () => {
    const waybill = await freshWaybill();
    const { body: asked } = await request(waybill.id, 2, 'root');
    const silent = await expectRefused(
      server,
      () => decide('platform_finance', asked.id, 'reject'),
      400,
      FORM_FAILED,
    );
    expect(Object.keys(silent.errors ?? {})).toEqual(['rejectReason']);
    await expectRefused(
      server,
      () => decide('platform_finance', asked.id, 'reject', '   '),
      400,
      FORM_FAILED,
    );
    const rejected = await decide('platform_finance', asked.id, 'reject', 'Weight is right');
    expect(rejected.status).toBe(200);
    expect(await storedOne('price-changes', asked.id)).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'Weight is right',
      decidedBy: await userId('platform_finance'),
    });
    await expectWaybillPrice(waybill.id, undefined);

    const other = await freshWaybill();
    const { body: second } = await request(other.id, 3);
    expect((await decide('platform_admin', second.id, 'reject', 'No')).status).toBe(200);
  });
});

describe('withdrawing', () => {
  it('is offered to the requester and the withdrawPrice element only', async () => {
    const waybill = await freshWaybill();
    const { body: asked } = await request(waybill.id, 4, 'root');
    const path = `/api/price-changes/${asked.id}/withdraw`;
    for (const user of ['platform_finance', 'marketing_admin', 'company_admin'])
      await expectRefused(server, () => post(user, path), 403, 'errors.http.403');
    expect((await post('platform_root', path)).status).toBe(200);
    expect(await storedOne('price-changes', asked.id)).toBeUndefined();

    // Finance withdraws its own request, which has no element of its own.
    const mine = await freshWaybill();
    const { body: own } = await request(mine.id, 5);
    const withdrawn = await post('platform_finance', `/api/price-changes/${own.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(await storedOne('price-changes', own.id)).toBeUndefined();
  });

  it('withdraws approved changes latest first, back to the previous price; then the freight', async () => {
    const waybill = await freshWaybill();
    const { body: first } = await request(waybill.id, 9.1);
    await decide('root', first.id, 'approve');
    const { body: second } = await request(waybill.id, 8.2);
    const approved = await decide('root', second.id, 'approve');
    expect(approved.body.previousChangePrice).toBe(9.1);
    await expectWaybillPrice(waybill.id, 8.2);

    const firstPath = `/api/price-changes/${first.id}/withdraw`;
    await expectRefused(server, () => post('platform_finance', firstPath), 400, NOT_WITHDRAWABLE);
    const withdrawn = await post('platform_finance', `/api/price-changes/${second.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      status: 'WITHDRAWN',
      withdrawnBy: await userId('platform_finance'),
    });
    expect(Date.parse(String(withdrawn.body.withdrawnAt))).not.toBeNaN();
    expect(await storedOne('price-changes', second.id)).toEqual(withdrawn.body);
    await expectWaybillPrice(waybill.id, 9.1);

    expect((await post('platform_finance', firstPath)).status).toBe(200);
    await expectWaybillPrice(waybill.id, undefined);
    await expectRefused(server, () => post('platform_finance', firstPath), 400, NOT_WITHDRAWABLE);
  });

  it('does not withdraw a rejected change, nor one whose waybill is paid', async () => {
    const waybill = await freshWaybill();
    const { body: asked } = await request(waybill.id, 3);
    await decide('root', asked.id, 'reject', 'Not agreed');
    await expectRefused(
      server,
      () => post('root', `/api/price-changes/${asked.id}/withdraw`),
      400,
      NOT_WITHDRAWABLE,
    );
    const waybills = await stored('waybills');
    const paidChange = (await stored('price-changes')).find(
      (c) =>
        c.status === 'APPROVED' && waybills.find((w) => w.id === c.waybillId)?.payStatus === 'PAID',
    ) as Row;
    await expectRefused(
      server,
      () => post('root', `/api/price-changes/${paidChange.id}/withdraw`),
      400,
      'bills.errors.waybillLocked',
    );
  });

  it('cannot be deleted, edited or have its waybill price written by the generic routes', async () => {
    const [change] = await stored('price-changes');
    const deleted = await server.call(`/api/price-changes/${change.id}`, {
      method: 'DELETE',
      token: tokens.root,
    });
    expect(deleted.status).toBe(403);
    const edited = await server.call(`/api/price-changes/${change.id}`, {
      method: 'PATCH',
      token: tokens.root,
      body: { status: 'APPROVED', version: change.version },
    });
    expect(edited.status).toBe(403);
    const waybill = await freshWaybill();
    const written = await expectRefused(
      server,
      () =>
        server.call(`/api/waybills/${waybill.id}`, {
          method: 'PATCH',
          token: tokens.root,
          body: { changePrice: 1, version: waybill.version },
        }),
      403,
      'authority.fieldNotWritable',
    );
    expect(written.errors).toEqual({ changePrice: en('authority.fieldNotWritable') });
  });
});

describe('a request left waiting', () => {
  it('is closed, EXPIRED, when the payment that pays its parcel is recorded', async () => {
    // A B2C client's unpaid parcels, all paid by one payment.
    const waybills = await stored('waybills');
    const unpaid = (clientId: unknown) =>
      waybills.filter(
        (w) =>
          w.clientId === clientId &&
          w.companyId == null &&
          w.payStatus === 'UN_PAID' &&
          typeof w.finalFreight === 'number',
      );
    const parcel = await freshWaybill((w) => w.companyId == null && w.payStatus === 'UN_PAID');
    const { body: asked } = await request(parcel.id, 1);
    const due = sumUsd(
      unpaid(parcel.clientId).map((w) =>
        subtractUsd(Number(w.finalFreight), Number(w.payAmount ?? 0)),
      ),
    );
    const paid = await post('platform_finance', '/api/client-payments', {
      clientId: parcel.clientId,
      amount: due,
      paymentMethod: 0,
      paidAt: new Date(testNow()).toISOString(),
      reference: 'TEST-EXPIRY-1',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await storedOne('waybills', parcel.id)).payStatus).toBe('PAID');
    const closed = await storedOne('price-changes', asked.id);
    expect(closed).toMatchObject({ status: 'EXPIRED', expiryReason: 'PAID' });
    expect(Date.parse(String(closed.decidedAt))).not.toBeNaN();
    await expectRefused(server, () => decide('root', asked.id, 'approve'), 400, DECIDED);
  });

  it('is closed, EXPIRED, when its parcel is put on a bill', async () => {
    const parcel = await freshWaybill(companyParcel);
    const { body: asked } = await request(parcel.id, 1);
    expect((await billed(parcel)).billId).toBeDefined();
    expect(await storedOne('price-changes', asked.id)).toMatchObject({
      status: 'EXPIRED',
      expiryReason: 'BILLED',
    });
    await expectRefused(
      server,
      () => decide('platform_admin', asked.id, 'reject', 'Too late'),
      400,
      DECIDED,
    );
  });
});
