/**
 * Cash shifts at pickup points (docs/decisions.md "Cash shifts") attacked over HTTP: a shift opens at a
 * point with a float, one open per cashier and point; payments taken there link to it (cash
 * without a shift is refused); its close keeps the totals, expected and counted cash and the
 * difference; a closed shift and its payments are never written again; a reversal in a later
 * shift corrects a payment, and the client's figures follow. Another point's shift is a 404,
 * company roles get nothing, and the day's report adds up to the payment records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tashkentDayAt, tashkentDayOf } from '../../src/core/time/tashkent';
import { CARD, CASH, cents, expectedOf, PAYMENTS, SHIFTS, shiftCalls } from './helpers/cashShifts';
import { MEGABYTE_STRING, UNKNOWN_ID } from './helpers/invalidValues';
import { pointsOf } from './helpers/pvzPoints';
import { expectRefused } from './helpers/refusals';
import { createStaff, tokenOf } from './helpers/staffAccounts';
import { readStored, storedState } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

const NOT_FOUND = 'errors.http.404';
const FORBIDDEN = 'errors.http.403';
const FORM_FAILED = 'validation.formFailed';
const M = 'cashShifts.errors';

let server: TestServer;
let calls: ReturnType<typeof shiftCalls>;
let root: string;
/** The platform operator working a counter: it may also take payments itself (with `pvzId`). */
let cashier: string;
let finance: string;
let pvzAdmin: string;
let otherStaff: string;
let stored: Record<string, Row[]>;
/** The demo PVZ administrator's points, the first of them and one not its. */
let adminPoints: Set<string>;
let point: number;
let otherPoint: number;
let clientId: number;
let cashierId: number;

beforeAll(async () => {
  server = await startTestServer();
  calls = shiftCalls(server);
  [root, cashier, finance, pvzAdmin] = await Promise.all(
    ['root', 'platform_admin', 'platform_finance', 'pvz_admin'].map((name) => server.login(name)),
  );
  stored = await readStored(server);
  const admin = stored.users.find((user) => user.username === 'pvz_admin')!;
  adminPoints = pointsOf(admin);
  point = Number([...adminPoints][0]);
  otherPoint = Number(stored.pvzs.find((pvz) => !adminPoints.has(String(pvz.id)))!.id);
  clientId = Number(stored.clients.find((client) => client.companyId == null)!.id);
  cashierId = Number(stored.users.find((user) => user.username === 'platform_admin')!.id);
  const account = await createStaff(server, root, { role: 'PVZ_ADMIN' });
  const assigned = await server.call(`/api/users/${account.id}`, {
    method: 'PATCH',
    token: root,
    body: { pvzs: [{ pvzId: otherPoint }] },
  });
  expect(assigned.status).toBe(200);
  otherStaff = await tokenOf(server, account.username);
}, 60_000);
afterAll(() => server.stop());

const shiftOf = async (id: unknown) => (await calls.send(root, 'GET', `${SHIFTS}/${id}`)).body;
const paymentsOf = async (shiftId: unknown) =>
  (await readStored(server))['client-payments'].filter(
    (p) => String(p.shiftId) === String(shiftId),
  );
const creditOf = async () =>
  Number((await calls.send(root, 'GET', `/api/clients/${clientId}`)).body.credit ?? 0);

describe('the demo shifts', () => {
  it('hold the payments taken at the counter, closed ones as they add up, none open for a sign-in user', () => {
    const shifts = stored['cash-shifts'];
    const signIn = new Set(
      stored.users
        .filter((user) => user.username === String(user.role).toLowerCase())
        .map((user) => String(user.id)),
    );
    const open = shifts.filter((shift) => shift.status === 'OPEN');
    for (const shift of open) expect(signIn.has(String(shift.cashierId))).toBe(false);
    const closed = shifts.filter((shift) => shift.status === 'CLOSED');
    expect(closed.length).toBeGreaterThanOrEqual(2);
    for (const shift of shifts) {
      const theirs = stored['client-payments'].filter(
        (p) => String(p.shiftId) === String(shift.id),
      );
      expect(theirs.length).toBeGreaterThan(0);
      for (const payment of theirs) {
        expect(String(payment.pvzId)).toBe(String(shift.pvzId));
        expect(String(payment.receivedBy)).toBe(String(shift.cashierId));
      }
      if (shift.status === 'OPEN') continue;
      const expected = expectedOf(shift, theirs);
      expect(cents(shift.expectedUsd)).toBe(expected.usd);
      expect(cents(shift.expectedSom)).toBe(expected.som);
      expect(cents(shift.countedUsd) - expected.usd).toBe(cents(shift.differenceUsd));
      expect(cents(shift.countedSom) - expected.som).toBe(cents(shift.differenceSom));
    }
    expect(closed.some((shift) => cents(shift.differenceUsd) !== 0)).toBe(true);
  });
});

describe('opening, taking payments, closing', () => {
  let shift: Row;
  let cashPaid: Row;

  it('opens a shift for the signed-in cashier, once per point', async () => {
    const opened = await calls.open(cashier, point, 20, 150000);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    shift = opened.body;
    expect(shift).toMatchObject({ status: 'OPEN', cashierId, pvzId: point });
    await expectRefused(server, () => calls.open(cashier, point), 409, `${M}.secondOpenShift`);
  });

  it('refuses cash at a point with no open shift of the cashier, keeps a card payment unlinked', async () => {
    const body = { clientId, pvzId: otherPoint, currency: 'USD', value: 5 };
    await expectRefused(
      server,
      () => calls.pay(cashier, { ...body, method: CASH }),
      409,
      `${M}.openShiftFirst`,
    );
    const card = await calls.pay(cashier, { ...body, method: CARD });
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    expect(card.body.shiftId ?? null).toBeNull();
    expect(card.body.pvzId).toBe(otherPoint);
  });

  it('links what is taken during the shift and closes it counting the cash', async () => {
    const paid = [
      await calls.pay(cashier, {
        clientId,
        pvzId: point,
        method: CASH,
        currency: 'USD',
        value: 12.34,
      }),
      await calls.pay(cashier, {
        clientId,
        pvzId: point,
        method: CASH,
        currency: 'SUM',
        value: 64000,
      }),
      await calls.pay(cashier, { clientId, pvzId: point, method: CARD, currency: 'USD', value: 7 }),
    ];
    for (const answer of paid) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.shiftId).toBe(shift.id);
    }
    cashPaid = paid[0].body;
    // Its note written meanwhile: a close from the version before is stale.
    const noted = await calls.send(cashier, 'PATCH', `${SHIFTS}/${shift.id}`, { note: 'Till 2' });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const refused = await calls.close(cashier, shift, 0, 0);
    expect(refused.status).toBe(409);
    expect(refused.body.conflict).toBeDefined();
    const current = await shiftOf(shift.id);
    const closed = await calls.close(cashier, current, 32, 214000);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'CLOSED',
      expectedUsd: 32.34,
      expectedSom: 214000,
      countedUsd: 32,
      countedSom: 214000,
      differenceUsd: -0.34,
      differenceSom: 0,
    });
    const totals = closed.body.totals as Row[];
    expect(totals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ paymentMethod: CASH, currency: 'USD', count: 1, amount: 12.34 }),
        expect.objectContaining({
          paymentMethod: CASH,
          currency: 'SUM',
          count: 1,
          amountSom: 64000,
        }),
        expect.objectContaining({ paymentMethod: CARD, currency: 'USD', count: 1, amount: 7 }),
      ]),
    );
    shift = closed.body;
  });

  it('never writes a closed shift or its payments again', async () => {
    await expectRefused(server, () => calls.close(cashier, shift, 40, 0), 409, `${M}.shiftClosed`);
    await expectRefused(
      server,
      () => calls.send(cashier, 'PATCH', `${SHIFTS}/${shift.id}`, { note: 'later' }),
      409,
      `${M}.shiftClosed`,
    );
    await expectRefused(
      server,
      () => calls.send(cashier, 'PATCH', `${PAYMENTS}/${cashPaid.id}`, { amount: 1 }),
      409,
      `${M}.shiftClosed`,
    );
    await expectRefused(
      server,
      () => calls.send(root, 'DELETE', `${PAYMENTS}/${cashPaid.id}`),
      409,
      `${M}.shiftClosed`,
    );
    await expectRefused(
      server,
      () => calls.reverse(cashier, shift.id, cashPaid.id),
      409,
      `${M}.shiftClosed`,
    );
    await expectRefused(
      server,
      () => calls.send(root, 'DELETE', `${SHIFTS}/${shift.id}`),
      403,
      FORBIDDEN,
    );
  });

  it('corrects a payment by a reversal in a later shift; the client’s credit follows', async () => {
    const creditBefore = await creditOf();
    const later = (await calls.open(cashier, point)).body;
    const reversal = await calls.reverse(cashier, later.id, cashPaid.id, 'Typed 12.34 for 2.34');
    expect(reversal.status, JSON.stringify(reversal.body)).toBe(201);
    expect(reversal.body).toMatchObject({
      amount: -12.34,
      reversesId: cashPaid.id,
      shiftId: later.id,
      pvzId: point,
    });
    // The reversed payment pays nothing now: what it paid is owed again or leaves the credit.
    const original = (await calls.send(root, 'GET', `${PAYMENTS}/${cashPaid.id}`)).body;
    expect(original.paidParcels ?? []).toEqual([]);
    expect(cents(await creditOf())).toBeLessThanOrEqual(cents(creditBefore));
    await expectRefused(
      server,
      () => calls.reverse(cashier, later.id, cashPaid.id),
      409,
      `${M}.alreadyReversed`,
    );
    await expectRefused(
      server,
      () => calls.reverse(cashier, later.id, reversal.body.id),
      409,
      `${M}.reversalReversed`,
    );
    // The PVZ administrator sees the shift (its point) but does not give money from another's drawer.
    await expectRefused(
      server,
      () => calls.reverse(pvzAdmin, later.id, cashPaid.id),
      403,
      `${M}.notYourShift`,
    );
    // The reversal takes its cash out of the later shift's drawer.
    const closed = await calls.close(cashier, await shiftOf(later.id), 0, 0);
    expect(closed.body).toMatchObject({ expectedUsd: -12.34, differenceUsd: 12.34 });
    expect(await paymentsOf(later.id)).toHaveLength(1);
  });

  it('does not move a payment to another point or shift', async () => {
    const open = (await calls.open(cashier, point)).body;
    const paid = await calls.pay(cashier, {
      clientId,
      pvzId: point,
      method: CASH,
      currency: 'USD',
      value: 1,
    });
    expect(paid.body.shiftId).toBe(open.id);
    await expectRefused(
      server,
      () => calls.send(cashier, 'PATCH', `${PAYMENTS}/${paid.body.id}`, { pvzId: otherPoint }),
      409,
      `${M}.pointFixed`,
    );
    await expectRefused(
      server,
      () => calls.send(cashier, 'PATCH', `${PAYMENTS}/${paid.body.id}`, { shiftId: 1 }),
      403,
      'authority.fieldNotWritable',
    );
    expect((await calls.close(cashier, await shiftOf(open.id), 1, 0)).status).toBe(200);
  });
});

describe('whose shifts', () => {
  it('another point’s staff get a 404 for this point’s shift and list only their points’', async () => {
    const shift = stored['cash-shifts'].find((row) => String(row.pvzId) !== String(otherPoint))!;
    await expectRefused(
      server,
      () => calls.send(otherStaff, 'GET', `${SHIFTS}/${shift.id}`),
      404,
      NOT_FOUND,
    );
    await expectRefused(
      server,
      () => calls.close(otherStaff, { ...shift, version: 1 }, 0, 0),
      404,
      NOT_FOUND,
    );
    const listed = await calls.send(pvzAdmin, 'GET', `${SHIFTS}?range=[0,999]`);
    const rows = listed.body as unknown as Row[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(adminPoints.has(String(row.pvzId))).toBe(true);
    const others = (await calls.send(otherStaff, 'GET', `${SHIFTS}?range=[0,999]`))
      .body as unknown as Row[];
    for (const row of others) expect(String(row.pvzId)).toBe(String(otherPoint));
  });

  it('a PVZ administrator opens no shift at another point, and takes no payment itself', async () => {
    const before = await storedState(server);
    // A point it cannot see is no point for it to name (a field error, as any hidden reference).
    const opened = await calls.open(otherStaff, point);
    expect(opened.status).toBe(400);
    expect((opened.body.errors as Row).pvzId).toBeDefined();
    const paid = await calls.pay(pvzAdmin, {
      clientId,
      pvzId: point,
      method: CASH,
      currency: 'USD',
      value: 1,
    });
    expect(paid.status).toBe(403);
    expect(await storedState(server)).toBe(before);
  });

  it('reverses no payment of another point, nor an unknown one', async () => {
    const own = (await calls.open(otherStaff, otherPoint)).body;
    expect(own.status).toBe('OPEN');
    const elsewhere = stored['client-payments'].find(
      (p) => p.shiftId != null && String(p.pvzId) !== String(otherPoint),
    )!;
    for (const paymentId of [elsewhere.id, UNKNOWN_ID])
      await expectRefused(
        server,
        () => calls.reverse(otherStaff, own.id, paymentId),
        404,
        NOT_FOUND,
      );
  });

  it('platform finance reads every shift and opens none', async () => {
    const listed = await calls.send(finance, 'GET', `${SHIFTS}?range=[0,999]`);
    expect(listed.status).toBe(200);
    expect((listed.body as unknown as Row[]).length).toBeGreaterThan(stored['cash-shifts'].length);
    await expectRefused(server, () => calls.open(finance, point), 403, FORBIDDEN);
  });

  it('company roles read no shift and no cash report', async () => {
    for (const name of ['company_admin', 'company_pvz']) {
      const token = await server.login(name);
      expect((await calls.send(token, 'GET', SHIFTS)).status, name).toBe(403);
      expect((await calls.send(token, 'GET', '/api/stats/pvz-cash')).status, name).toBe(403);
      expect((await calls.open(token, point)).status, name).toBe(403);
    }
  });
});

describe('limits and hostile input', () => {
  it('refuses amounts past the limits and hostile strings, storing nothing', async () => {
    for (const body of [
      { pvzId: otherPoint, floatUsd: 10_000_001, floatSom: 0 },
      { pvzId: otherPoint, floatUsd: -1, floatSom: 0 },
      { pvzId: otherPoint, floatUsd: 0, floatSom: 100_000_000_001 },
      { pvzId: otherPoint, floatUsd: 0, floatSom: 0, note: MEGABYTE_STRING },
      { pvzId: otherPoint, floatUsd: 0, floatSom: 0, note: 'a\u0000b' },
      { pvzId: otherPoint, floatUsd: 0, floatSom: 0, note: 'lone \ud800' },
      { pvzId: otherPoint, floatUsd: 0, floatSom: 0, status: 'CLOSED' },
      { pvzId: UNKNOWN_ID, floatUsd: 0, floatSom: 0 },
    ]) {
      const before = await storedState(server);
      const answer = await calls.send(cashier, 'POST', SHIFTS, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await storedState(server)).toBe(before);
    }
    const open = (await calls.open(cashier, otherPoint)).body;
    for (const [countedUsd, countedSom] of [
      [-0.01, 0],
      [10_000_001, 0],
      [0, 100_000_000_001],
    ])
      await expectRefused(
        server,
        () => calls.close(cashier, open, countedUsd, countedSom),
        400,
        FORM_FAILED,
      );
    for (const reason of [MEGABYTE_STRING, '', 'a\u0000b'])
      expect((await calls.reverse(cashier, open.id, 1, reason)).status).toBeGreaterThanOrEqual(400);
    await expectRefused(
      server,
      () => calls.send(cashier, 'GET', '/api/stats/pvz-cash?day=2026-02-30'),
      400,
      `${M}.badDay`,
    );
  });
});

describe('the day’s cash report', () => {
  it('adds up per point and cashier to the payment records, to the cent and the som', async () => {
    const day = tashkentDayAt(testNow());
    const data = await readStored(server);
    for (const [token, username] of [
      [finance, 'platform_finance'],
      [pvzAdmin, 'pvz_admin'],
    ] as const) {
      const report = (await calls.send(token, 'GET', `/api/stats/pvz-cash?day=${day}`)).body;
      const admin = data.users.find((user) => user.username === 'pvz_admin')!;
      const visible = username === 'pvz_admin' ? pointsOf(admin) : undefined;
      const records = data['client-payments'].filter(
        (p) =>
          p.pvzId != null &&
          tashkentDayOf(p.paidAt) === day &&
          (!visible || visible.has(String(p.pvzId))),
      );
      expect(records.length, username).toBeGreaterThan(0);
      const total = report.total as Row;
      expect(total.count, username).toBe(records.length);
      expect(cents(total.amount)).toBe(records.reduce((s, p) => s + cents(p.amount), 0));
      expect(cents(total.amountSom)).toBe(records.reduce((s, p) => s + cents(p.amountSom), 0));
      for (const pointRow of report.points as Row[]) {
        if (visible) expect(visible.has(String(pointRow.pvzId))).toBe(true);
        for (const cashier of pointRow.cashiers as Row[]) {
          const theirs = records.filter(
            (p) =>
              String(p.pvzId) === String(pointRow.pvzId) &&
              String(p.receivedBy ?? '') === String(cashier.cashierId ?? ''),
          );
          const sum = cashier.total as Row;
          expect(sum.count).toBe(theirs.length);
          expect(cents(sum.amount)).toBe(theirs.reduce((s, p) => s + cents(p.amount), 0));
          expect(cents(sum.amountSom)).toBe(theirs.reduce((s, p) => s + cents(p.amountSom), 0));
        }
      }
    }
    const others = (await calls.send(otherStaff, 'GET', `/api/stats/pvz-cash?day=${day}`)).body;
    for (const pointRow of others.points as Row[]) expect(pointRow.pvzId).toBe(otherPoint);
  });
});
