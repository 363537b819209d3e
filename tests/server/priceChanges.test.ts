/**
 * Price changes over real HTTP (docs/api.md, "Price changes"): a request needs a reason and waits
 * alone; it is decided by someone of the confirm-price group other than who asked; approving sets
 * the waybill's changePrice (its final freight and som follow) and keeps the price it replaced;
 * withdrawing deletes a PENDING request and undoes an APPROVED one, which stays WITHDRAWN. A paid
 * waybill's price does not change. Every refusal is translated and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundUsd, somOf } from '../../src/core/money/money';
import { expectRefused } from './helpers/refusals';
import { readStored } from './helpers/storedData';
import { startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { Row } from './helpers/types';

const FORM_FAILED = 'validation.formFailed';
const NOT_WITHDRAWABLE = 'bills.errors.notWithdrawable';

let server: TestServer;
const tokens: Record<string, string> = {};
const USERS = ['root', 'platform_root', 'platform_admin', 'platform_finance'];
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

const used = new Set<Row['id']>();
/** A priced waybill that is not paid, has no changed price and no request. */
async function freshWaybill(): Promise<Row> {
  const requested = new Set((await stored('price-changes')).map((c) => c.waybillId));
  const waybill = (await stored('waybills')).find(
    (w) =>
      typeof w.finalFreight === 'number' &&
      typeof w.freightRate === 'number' &&
      w.payStatus !== 'PAID' &&
      w.changePrice == null &&
      !requested.has(w.id) &&
      !used.has(w.id),
  ) as Row;
  used.add(waybill.id);
  return waybill;
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

  it("refuses a paid waybill's price", async () => {
    const paid = (await stored('waybills')).find(
      (w) => w.payStatus === 'PAID' && typeof w.finalFreight === 'number',
    ) as Row;
    const refused = await expectRefused(server, () => request(paid.id, 1), 400, FORM_FAILED);
    expect(refused.errors).toEqual({ waybillId: en('bills.errors.waybillLocked') });
  });
});

describe('deciding and withdrawing', () => {
  it('is decided by another person of the confirm-price group, once', async () => {
    const waybill = await freshWaybill();
    const { body: asked } = await request(waybill.id, 7.5, 'platform_root');
    const path = `/api/price-changes/${asked.id}/approve`;
    await expectRefused(server, () => post('platform_root', path), 403, 'bills.errors.ownRequest');
    await expectRefused(server, () => post('platform_finance', path), 403, 'errors.http.403');
    const approved = await post('platform_admin', path);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'APPROVED',
      decidedBy: await userId('platform_admin'),
    });
    expect(approved.body.previousChangePrice).toBeUndefined();
    await expectWaybillPrice(waybill.id, 7.5);
  });

  it('withdraws approved changes latest first, back to the previous price; then the freight', async () => {
    const waybill = await freshWaybill();
    const { body: first } = await request(waybill.id, 9.1);
    await post('root', `/api/price-changes/${first.id}/approve`);
    const { body: second } = await request(waybill.id, 8.2);
    const approved = await post('root', `/api/price-changes/${second.id}/approve`);
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
    await post('root', `/api/price-changes/${asked.id}/reject`);
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
