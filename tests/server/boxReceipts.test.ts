/**
 * Receiving a box over real HTTP (docs/decisions.md, "Boxes"): a receive record moves the box and
 * its parcels to the point it was received at, step by step through the waybill's transitions, in
 * the same write; the box shows when it arrived in Tashkent; a weight on receipt beyond the
 * tolerance is flagged on the record and counted on the batch. A receipt naming another batch, a
 * second receipt at the same point or another role's is refused and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from './helpers/refusals';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import type { ErrorBody, Row } from './helpers/types';
import { en } from './helpers/translate';

let server: TestServer;
let admin: string;
let warehouse: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, warehouse] = await Promise.all(
    ['platform_admin', 'platform_user'].map((name) => server.login(name)),
  );
}, 60_000);
afterAll(() => server.stop());

const RECEIPTS = '/api/box-receive-records';
const ROAD = ['Yiwu', 'Ulugchat', 'Osh', 'Toshkent'];
const HOLDS = ['UN_LAWFUL', 'NO_CLIENT', 'ISSUE', 'DAMAGED'];

const get = async <T = Row>(path: string, token = admin): Promise<T> => {
  const { status, body } = await server.call<T>(path, { token });
  expect(status, path).toBe(200);
  return body;
};
const send = (token: string, method: string, path: string, body: unknown) =>
  server.call<Row>(path, { method, token, body });
const parcelsOf = (box: Row) => listAll(server, admin, '/api/waybills', { boxId: box.id });
const now = () => new Date(testNow()).toISOString();

/** Boxes at `status` holding at least one parcel on the road, fullest first. */
async function boxesAt(status: string): Promise<Row[]> {
  const boxes = await listAll(server, admin, '/api/boxes', { status });
  const withParcels: [Row, number][] = [];
  for (const box of boxes) {
    const onRoad = (await parcelsOf(box)).filter((w) => w.status === status).length;
    if (onRoad > 0) withParcels.push([box, onRoad]);
  }
  return withParcels.sort((a, b) => b[1] - a[1]).map(([box]) => box);
}

const receipt = (box: Row, fields: Record<string, unknown> = {}) => ({
  boxId: box.id,
  batchId: box.batchId,
  receivedAt: now(),
  status: 'Toshkent',
  waybillCount: box.waybillCount,
  ...fields,
});

describe('receiving a box', () => {
  let box: Row;
  let parcels: Row[];
  let record: Row;
  let batchBefore: Row;

  it('moves the box to Tashkent, fills its arrival and flags a weight beyond the tolerance', async () => {
    [box] = await boxesAt('Ulugchat');
    expect(box, 'a box at Ulugchat with parcels').toBeDefined();
    parcels = await parcelsOf(box);
    batchBefore = await get(`/api/box-day-batches/${box.batchId}`);
    // The box as weighed at Yiwu: 46.19 kg; Tashkent's scales say 45.90 kg.
    const weighed = await send(admin, 'PATCH', `/api/boxes/${box.id}`, { weight: 46.19 });
    expect(weighed.status, JSON.stringify(weighed.body)).toBe(200);

    const logged = await send(warehouse, 'POST', RECEIPTS, receipt(box, { weight: 45.9 }));
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    record = logged.body;
    expect(record).toMatchObject({ weightDifference: -0.29, weightMismatch: true });

    const received = await get(`/api/boxes/${box.id}`);
    expect(received).toMatchObject({ status: 'Toshkent', receivedAt: record.receivedAt });
    const batch = await get(`/api/box-day-batches/${box.batchId}`);
    expect(batch.weightMismatches).toBe(Number(batchBefore.weightMismatches) + 1);
    expect(batch.remainBoxCount).toBe(Number(batchBefore.remainBoxCount) - 1);
    expect(
      (await get<Row[]>(`${RECEIPTS}?s=${encodeURIComponent('{"weightMismatch":true}')}`)).map(
        (r) => r.id,
      ),
    ).toContain(record.id);
  });

  it("carries its parcels through Osh to Tashkent, each step in the parcel's history", async () => {
    const after = new Map((await parcelsOf(box)).map((w) => [w.id, w]));
    let carried = 0;
    for (const parcel of parcels) {
      const moved = after.get(parcel.id)!;
      if (parcel.status !== 'Ulugchat') {
        // Held or elsewhere: left for staff to decide.
        expect(moved.status).toBe(parcel.status);
        continue;
      }
      carried += 1;
      expect(moved).toMatchObject({ status: 'Toshkent', wayStatus: 'IN_TRANSIT' });
      const history = moved.statusHistory as Row[];
      expect(history.slice(-2)).toMatchObject([
        { from: 'Ulugchat', to: 'Osh', by: 'platform_user' },
        { from: 'Osh', to: 'Toshkent', by: 'platform_user' },
      ]);
      expect(history.length).toBe((parcel.statusHistory as Row[]).length + 2);
    }
    expect(carried).toBeGreaterThan(0);
    // The batch counts them where they are now.
    const batch = await get(`/api/box-day-batches/${box.batchId}`);
    expect(batch.waybillCount).toBe(batchBefore.waybillCount);
  });

  it('refuses a second receipt of the box in Tashkent, and one naming another batch', async () => {
    const body = await expectRefused(
      server,
      () => send(warehouse, 'POST', RECEIPTS, receipt(box)),
      400,
      'validation.formFailed',
    );
    expect(body.errors?.boxId).toBe(en('boxOps.errors.receivedTwice'));

    const [other] = await boxesAt('Osh');
    const batches = await listAll(server, admin, '/api/box-day-batches');
    const elsewhere = batches.find((batch) => batch.id !== other.batchId)!;
    const wrong = await expectRefused(
      server,
      () => send(warehouse, 'POST', RECEIPTS, receipt(other, { batchId: elsewhere.id })),
      400,
      'validation.formFailed',
    );
    expect(wrong.errors?.batchId).toBe(en('boxOps.errors.otherBatch'));
    // Moving an existing record to another box's batch is refused alike.
    const moved = await send(warehouse, 'PATCH', `${RECEIPTS}/${record.id}`, {
      batchId: elsewhere.id === box.batchId ? other.batchId : elsewhere.id,
    });
    expect(moved.status).toBe(400);
    expect((moved.body as unknown as ErrorBody).errors?.batchId).toBe(
      en('boxOps.errors.otherBatch'),
    );
  });

  it('is not for a company role', async () => {
    const [other] = await boxesAt('Osh');
    const company = await server.login('company_admin');
    await expectRefused(
      server,
      () => send(company, 'POST', RECEIPTS, receipt(other)),
      403,
      'errors.http.403',
    );
  });

  it('at Osh moves a box from Ulugchat to Osh, its parcels with it, and no arrival in Tashkent yet', async () => {
    const [atUlugchat] = await boxesAt('Ulugchat');
    if (!atUlugchat) return expect.fail('a second box at Ulugchat with parcels');
    const before = await parcelsOf(atUlugchat);
    const logged = await send(
      warehouse,
      'POST',
      RECEIPTS,
      receipt(atUlugchat, { status: 'Osh', weight: atUlugchat.weight }),
    );
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    expect(logged.body).toMatchObject({ weightDifference: 0, weightMismatch: false });
    const moved = await get(`/api/boxes/${atUlugchat.id}`);
    expect(moved.status).toBe('Osh');
    expect(moved.receivedAt ?? null).toBeNull();
    const after = new Map((await parcelsOf(atUlugchat)).map((w) => [w.id, w.status]));
    for (const parcel of before)
      expect(after.get(parcel.id)).toBe(parcel.status === 'Ulugchat' ? 'Osh' : parcel.status);
  });

  it('logged late at a point the box has passed, leaves the box and its parcels where they are', async () => {
    const logged = await send(warehouse, 'POST', RECEIPTS, receipt(box, { status: 'Osh' }));
    expect(logged.status, JSON.stringify(logged.body)).toBe(201);
    expect((await get(`/api/boxes/${box.id}`)).status).toBe('Toshkent');
    for (const parcel of await parcelsOf(box))
      expect(ROAD.slice(0, 2)).not.toContain(parcel.status);
  });

  it('a box moved on by its edit carries its parcels too; held ones stay held', async () => {
    const [atOsh] = await boxesAt('Osh');
    const before = await parcelsOf(atOsh);
    const edited = await send(admin, 'PATCH', `/api/boxes/${atOsh.id}`, { status: 'Toshkent' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = new Map((await parcelsOf(atOsh)).map((w) => [w.id, w.status]));
    for (const parcel of before) {
      const expected = parcel.status === 'Osh' ? 'Toshkent' : parcel.status;
      expect(after.get(parcel.id)).toBe(expected);
      if (HOLDS.includes(String(parcel.status))) expect(after.get(parcel.id)).toBe(parcel.status);
    }
  });
});
