/**
 * Storage fees over HTTP (docs/decisions.md "Storage fees") on a fixed clock: a client's parcel
 * waiting at its pickup point owes nothing through its point's free days and the point's daily
 * fee from the day after; the fee is part of what the parcel owes in its client's settlement
 * (payments = paid + partly paid + credit still holds) and the client gets one reminder SMS when
 * it starts, however often the job runs and with two servers on one database. Only the
 * confirm-price group waives it, with a reason; other roles 403, another point's parcel 404 for
 * a PVZ administrator, hostile reasons a 400 that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumUsd } from '../../src/core/money/money';
import type { PvzStats } from '../../src/core/stats/statsTypes';
import { addDays, tashkentDayAt } from '../../src/core/time/tashkent';
import { pointsOf } from './helpers/pvzPoints';
import { expectRefused } from './helpers/refusals';
import {
  demoDataText,
  startTestServer,
  TEST_DATA_MOMENT,
  type TestServer,
} from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';

const DAY = 86_400_000;
/** When the parcel came to its point: three days before the demo's moment, 18:00 in Tashkent. */
const ARRIVED = TEST_DATA_MOMENT - 3 * DAY;
const ARRIVAL_DAY = tashkentDayAt(ARRIVED);
const FREE_DAYS = 7;
const DAILY_FEE = 0.2;

let now = ARRIVED + 6 * DAY;
let server: TestServer;
let data: Record<string, Row[]>;
let parcel: Row;
/** A parcel at a point the demo PVZ administrator does not work at. */
let foreignParcel: Row;

type Settlement = {
  paid: { amount: number };
  unpaid: { amount: number };
  payments: { amount: number };
  partlyPaid: number;
  due: number;
  credit: number;
};

const start = (reuse?: TestServer) =>
  startTestServer({
    clock: () => new Date(now),
    ...(reuse ? { reuse } : { data: JSON.stringify(data) }),
  });

/** The server again, on the same database, at `at`: its scheduler runs the jobs at start-up. */
async function restartAt(at: number) {
  await server.stop({ keep: true });
  now = at;
  server = await start(server);
}

const read = async (id: unknown) => {
  const token = await server.login('root');
  return (await server.call<Row>(`/api/waybills/${id}`, { token })).body;
};
const remindersOf = async (waybillId: unknown) => {
  const token = await server.login('root');
  const { body } = await server.call<Row[]>(
    `/api/sms?s=${encodeURIComponent(JSON.stringify({ waybillId }))}`,
    { token },
  );
  return body;
};
const waive = async (username: string, id: unknown, body: unknown) =>
  server.call<Row & ErrorBody>(`/api/waybills/${id}/waive-storage-fee`, {
    method: 'POST',
    token: await server.login(username),
    body,
  });

beforeAll(async () => {
  data = JSON.parse(demoDataText()) as Record<string, Row[]>;
  const points = pointsOf(data.users.find((user) => user.username === 'pvz_admin'));
  const phoned = new Set(data.clients.filter((c) => c.phone).map((c) => String(c.id)));
  const candidates = data.waybills.filter(
    (w) =>
      w.status === 'DropZone' &&
      w.companyId == null &&
      Number(w.finalFreight) > 0 &&
      phoned.has(String(w.clientId)),
  );
  parcel = candidates.find((w) => points.has(String(w.pvzId)))!;
  foreignParcel = candidates.find(
    (w) =>
      !points.has(String(w.pvzId)) &&
      w.pvzId != null &&
      String(w.clientId) !== String(parcel?.clientId),
  )!;
  expect(parcel).toBeDefined();
  expect(foreignParcel).toBeDefined();
  // Both arrived at their points at ARRIVED; all points keep 7 free days at 0.20 $ a day.
  for (const waybill of [parcel, foreignParcel])
    waybill.statusChangedAt = new Date(ARRIVED).toISOString();
  for (const pvz of data.pvzs)
    Object.assign(pvz, { freeDays: FREE_DAYS, dailyStorageFee: DAILY_FEE });
  // Every other waiting parcel arrived today: no fee of theirs changes what these tests read.
  for (const waybill of data.waybills)
    if (waybill.status === 'DropZone' && waybill !== parcel && waybill !== foreignParcel)
      waybill.statusChangedAt = new Date(ARRIVED + 6 * DAY).toISOString();
  server = await start();
});
afterAll(() => server.stop());

describe('the storage fee', () => {
  it('is nothing through the free days, the daily fee from the day after, with one reminder', async () => {
    // The seventh day at the point (the arrival day is the first): still free.
    let stored = await read(parcel.id);
    expect(stored.storageFee).toBeUndefined();
    expect(stored.storageFeeFrom).toBeUndefined();
    expect(await remindersOf(parcel.id)).toEqual([]);

    // The eighth day: one day's fee, and the client is told once.
    await restartAt(ARRIVED + 7 * DAY);
    stored = await read(parcel.id);
    expect(stored.storageFeeFrom).toBe(addDays(ARRIVAL_DAY, FREE_DAYS));
    expect(stored.storageFee).toBe(0.2);
    // What it owes now includes the fee: paid only when freight and fee are covered.
    if (stored.payStatus === 'PAID')
      expect(stored.payAmount).toBe(sumUsd([Number(stored.finalFreight), 0.2]));
    else expect(stored.payStatus).toBe('UN_PAID');
    const [reminder, ...more] = await remindersOf(parcel.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ clientId: parcel.clientId, status: 'QUEUED' });
    expect(String(reminder.text)).toContain(String(parcel.trackingNumber));

    // The same day again, and a second server on the same database: nothing more.
    await restartAt(ARRIVED + 7 * DAY + 60_000);
    const second = await start(server);
    try {
      expect((await read(parcel.id)).version).toBe(stored.version);
    } finally {
      await second.stop({ keep: true });
    }
    expect(await remindersOf(parcel.id)).toHaveLength(1);

    // Three days charged; still one reminder.
    await restartAt(ARRIVED + 9 * DAY);
    stored = await read(parcel.id);
    expect(stored.storageFee).toBe(0.6);
    expect(stored.storageFeeFrom).toBe(addDays(ARRIVAL_DAY, FREE_DAYS));
    expect(await remindersOf(parcel.id)).toHaveLength(1);
  });

  it('is part of what the client owes, and the settlement still adds up', async () => {
    const token = await server.login('root');
    const stored = await read(parcel.id);
    const { status, body } = await server.call<Settlement>(
      `/api/stats/client-settlement/${parcel.clientId}`,
      { token },
    );
    expect(status).toBe(200);
    expect(sumUsd([body.paid.amount, body.partlyPaid, body.credit])).toBe(body.payments.amount);
    expect(sumUsd([body.partlyPaid, body.due])).toBe(body.unpaid.amount);
    // What the client's parcels owe: their final freights and this parcel's three days.
    const theirs = data.waybills.filter(
      (w) => String(w.clientId) === String(parcel.clientId) && w.companyId == null,
    );
    expect(stored.storageFee).toBe(0.6);
    expect(sumUsd([body.paid.amount, body.unpaid.amount])).toBe(
      sumUsd([...theirs.map((w) => Number(w.finalFreight ?? 0)), 0.6]),
    );
  });

  it('is shown to the PVZ administrator of its point; another point’s parcel is a 404', async () => {
    const token = await server.login('pvz_admin');
    const own = await server.call<Row>(`/api/waybills/${parcel.id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.storageFee).toBe(0.6);
    const foreign = await server.call<ErrorBody>(`/api/waybills/${foreignParcel.id}`, { token });
    expect(foreign.status).toBe(404);
    // Flagged in its point's statistics and in the bell.
    const stats = await server.call<PvzStats>('/api/stats/pvz', { token });
    const point = stats.body.points.find((p) => String(p.id) === String(parcel.pvzId))!;
    expect(point.overdue).toBeGreaterThanOrEqual(1);
    expect(point.storageFees).toBeGreaterThanOrEqual(0.6);
    expect(stats.body.points.some((p) => String(p.id) === String(foreignParcel.pvzId))).toBe(false);
    const bell = await server.call<{ key: string; count: number }[]>('/api/notifications', {
      token,
    });
    expect(bell.body.find((item) => item.key === 'storageFeeParcels')?.count).toBe(
      stats.body.points.reduce((sum, p) => sum + p.overdue, 0),
    );
  });
});

describe('the waiver', () => {
  it('is refused to roles outside the confirm-price group, changing nothing', async () => {
    for (const username of ['pvz_admin', 'platform_user', 'platform_finance', 'company_admin'])
      await expectRefused(
        server,
        () => waive(username, parcel.id, { reason: 'Regular client' }),
        403,
        'errors.http.403',
      );
  });

  it('refuses a blank, missing or hostile reason with a 400 that changes nothing', async () => {
    for (const reason of [undefined, '', '   ', 'x'.repeat(1_000_000), 'a\u0000b', 'a\ud800b', 42])
      await expectRefused(
        server,
        () => waive('root', parcel.id, reason === undefined ? {} : { reason }),
        400,
        'validation.formFailed',
      );
  });

  it('lets the confirm-price group waive it with a reason: 0 owed, re-allocated, audited', async () => {
    const before = await read(parcel.id);
    const answer = await waive('platform_admin', parcel.id, {
      reason: 'Point was closed for a week',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const stored = await read(parcel.id);
    expect(stored).toMatchObject({
      storageFee: 0,
      storageFeeWaived: true,
      storageFeeWaiverReason: 'Point was closed for a week',
    });
    expect(stored.version).toBeGreaterThan(Number(before.version));
    const token = await server.login('root');
    const history = await server.call<Row[]>(
      `/api/audit-log?s=${encodeURIComponent(JSON.stringify({ entity: 'waybill', recordId: Number(parcel.id), action: 'waiveStorageFee' }))}`,
      { token },
    );
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ userId: expect.anything() });
    // A replay: already waived, nothing changes; the next day's job charges no more.
    await expectRefused(
      server,
      () => waive('root', parcel.id, { reason: 'again' }),
      409,
      'storageFee.errors.waived',
    );
    await restartAt(ARRIVED + 10 * DAY);
    expect((await read(parcel.id)).storageFee).toBe(0);
    const { body } = await server.call<Settlement>(
      `/api/stats/client-settlement/${parcel.clientId}`,
      { token: await server.login('root') },
    );
    expect(sumUsd([body.paid.amount, body.partlyPaid, body.credit])).toBe(body.payments.amount);
  });

  it('refuses a parcel with no fee (409) and an unknown one (404)', async () => {
    const free = data.waybills.find(
      (w) => w.status === 'DropZone' && w !== parcel && w !== foreignParcel && w.companyId == null,
    )!;
    await expectRefused(
      server,
      () => waive('root', free.id, { reason: 'x' }),
      409,
      'storageFee.errors.noFee',
    );
    await expectRefused(
      server,
      () => waive('root', 99_999_999, { reason: 'x' }),
      404,
      'errors.http.404',
    );
  });
});
