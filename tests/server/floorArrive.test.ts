/**
 * The arrival station's API over real HTTP (docs/decisions.md, "Arrival"): a batch's boxes at the
 * previous point are expected with their parcels; scans answer what they counted (a box, a parcel
 * alone, extra, of another batch, already scanned, wrong point, unknown) with the live counts,
 * kept on the server; Finish writes the receive records, the moves and the reconciliation in one
 * transaction, once. A batch of 2,500 parcels finishes in one write. Attacks: roles, a stale and a
 * replayed finish, 10,000 numbers, hostile strings, fields the actions do not write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArrivalCounts } from '../../src/core/domain/arrival';
import type { Role } from '../../src/core/generated/access';
import { listAll } from './helpers/listAll';
import { expectRefused } from './helpers/refusals';
import { SIGN_IN_ROLES } from './helpers/signInRoles';
import { storedState } from './helpers/storedData';
import { demoDataText, startTestServer, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

interface Answer {
  outcome?: string;
  counts: ArrivalCounts;
  missing: Row[];
  extra: Row[];
  otherBatch: Row[];
  boxes: Row[];
  reconciliation?: Row;
  [more: string]: unknown;
}

const PLATFORM: readonly Role[] = ['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN', 'PLATFORM_USER'];

type Data = Record<string, Row[]>;
let nextId = 9_000_000;

/** Batches of boxes closed at Yiwu, their parcels in them, added to the demo data. */
function batchOf(data: Data, day: string, prefix: string, boxes: number, parcelsEach: number) {
  const batch = { id: (nextId += 1), receiveDay: day };
  data['box-day-batches'].push(batch);
  // A parcel of no bill, so that moving the copies touches no confirmed bill.
  const template = data.waybills.find((row) => row.clientId != null && row.billId == null)!;
  const made: { box: Row; parcels: Row[] }[] = [];
  for (let b = 1; b <= boxes; b += 1) {
    const box = {
      id: (nextId += 1),
      boxNumber: `YW${day.replaceAll('-', '')}-${String(b).padStart(3, '0')}`,
      batchId: batch.id,
      status: 'Yiwu',
      weight: parcelsEach,
      closedAt: `${day}T08:00:00.000Z`,
    };
    data.boxes.push(box);
    const parcels = Array.from({ length: parcelsEach }, (_, p) => ({
      ...template,
      id: (nextId += 1),
      trackingNumber: `${prefix}-${b}-${p + 1}`,
      boxId: box.id,
      status: 'Yiwu',
      weight: 1,
      statusHistory: [],
    }));
    data.waybills.push(...parcels);
    made.push({ box, parcels });
  }
  return { batch, made };
}

const data = JSON.parse(demoDataText()) as Data;
const small = batchOf(data, '2031-03-01', 'ARR-S', 3, 2);
const other = batchOf(data, '2031-03-02', 'ARR-O', 1, 1);
const big = batchOf(data, '2031-03-03', 'ARR-B', 50, 50);
const loose = { ...small.made[0].parcels[0], id: (nextId += 1), trackingNumber: 'ARR-LOOSE-1' };
delete (loose as Partial<Row>).boxId;
data.waybills.push(loose);

let server: TestServer;
let operator: string;
let root: string;

beforeAll(async () => {
  server = await startTestServer({ data: JSON.stringify(data) });
  [operator, root] = [await server.login('platform_user'), await server.login('root')];
}, 60_000);
afterAll(() => server.stop());

const post = <T = Answer>(path: string, body: unknown, token = operator) =>
  server.call<T & ErrorBody>(path, { method: 'POST', token, body });
const get = async (path: string) => (await server.call<Row>(path, { token: root })).body;
const state = (batch: Row, point = 'Ulugchat', token = operator) =>
  post(`/api/box-day-batches/${batch.id}/arrival`, { point }, token);
const scan = (batch: Row, code: unknown, point = 'Ulugchat') =>
  post(`/api/box-day-batches/${batch.id}/arrival-scan`, { point, code });
const finish = (batch: Row, scans: number, point = 'Ulugchat') =>
  post(`/api/box-day-batches/${batch.id}/arrival-finish`, { point, scans });

/** A scan answered 200 that stored nothing. */
async function expectNoWrite(request: () => ReturnType<typeof scan>) {
  const before = await storedState(server);
  const { status, body } = await request();
  expect(status, JSON.stringify(body)).toBe(200);
  expect(await storedState(server)).toBe(before);
  return body;
}

describe('arrival at a hub', () => {
  it('counts boxes and parcels against what left Yiwu, and finishes once', async () => {
    const { batch, made } = small;
    const [first, second, third] = made;
    const start = (await state(batch)).body;
    expect(start.counts).toEqual({
      expectedBoxes: 3,
      scannedBoxes: 0,
      expected: 6,
      scanned: 0,
      missing: 6,
      extra: 0,
      otherBatch: 0,
      scans: 0,
    });
    expect(start.missing.map((row) => row.trackingNumber)).toContain('ARR-S-3-2');

    const box = (await scan(batch, String(first.box.boxNumber).toLowerCase())).body;
    expect(box).toMatchObject({
      outcome: 'boxCounted',
      boxNumber: first.box.boxNumber,
      parcels: 2,
    });
    expect(box.counts).toMatchObject({ scannedBoxes: 1, scanned: 2, missing: 4, scans: 1 });
    // A replay, and a parcel of a box counted: nothing written twice.
    expect((await expectNoWrite(() => scan(batch, first.box.boxNumber))).outcome).toBe(
      'alreadyScanned',
    );
    expect((await expectNoWrite(() => scan(batch, first.parcels[0].trackingNumber))).outcome).toBe(
      'alreadyScanned',
    );

    const alone = (await scan(batch, ` ${String(second.parcels[0].trackingNumber)} `)).body;
    expect(alone).toMatchObject({ outcome: 'parcelCounted', boxNumber: second.box.boxNumber });
    expect(alone.counts).toMatchObject({ scanned: 3, missing: 3 });

    const foreign = (await scan(batch, other.made[0].parcels[0].trackingNumber)).body;
    expect(foreign).toMatchObject({
      outcome: 'otherBatch',
      boxNumber: other.made[0].box.boxNumber,
      receiveDay: other.batch.receiveDay,
    });
    const extra = (await scan(batch, loose.trackingNumber)).body;
    expect(extra.outcome).toBe('extra');
    expect((await expectNoWrite(() => scan(batch, 'NO-SUCH-CODE-1'))).outcome).toBe('unknown');
    // At Osh the batch's boxes are expected from Ulugchat: one still at Yiwu is at the wrong point.
    expect((await expectNoWrite(() => scan(batch, third.box.boxNumber, 'Osh'))).outcome).toBe(
      'wrongPoint',
    );

    // A second operator reads the same state.
    const seen = (await state(batch, 'Ulugchat', root)).body;
    expect(seen.counts).toEqual({
      expectedBoxes: 3,
      scannedBoxes: 1,
      expected: 6,
      scanned: 3,
      missing: 3,
      extra: 1,
      otherBatch: 1,
      scans: 4,
    });
    expect(seen.extra).toEqual([{ trackingNumber: loose.trackingNumber, waybillId: loose.id }]);
    expect(seen.otherBatch[0]).toMatchObject({ code: other.made[0].parcels[0].trackingNumber });

    // Finishing on counts that are not the stored ones is stale: 409, nothing written.
    const stale = await expectRefused(
      server,
      () => finish(batch, 3),
      409,
      'boxOps.errors.arrivalStale',
    );
    expect((stale as unknown as Answer).counts.scans).toBe(4);

    const done = await finish(batch, 4);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const reconciliation = done.body.reconciliation!;
    expect(reconciliation).toMatchObject({
      batchId: batch.id,
      point: 'Ulugchat',
      expectedBoxes: 3,
      receivedBoxes: 1,
      expectedParcels: 6,
      scannedParcels: 3,
      missingParcels: 3,
      extraParcels: 1,
      otherBatchScans: 1,
      boxNumbers: first.box.boxNumber,
      extraNumbers: loose.trackingNumber,
      otherBatchNumbers: other.made[0].parcels[0].trackingNumber,
    });
    expect(String(reconciliation.missingNumbers).split('\n').sort()).toEqual(
      ['ARR-S-2-2', 'ARR-S-3-1', 'ARR-S-3-2'].sort(),
    );
    const users = await listAll(server, root, '/api/users', { username: 'platform_user' });
    expect(reconciliation.finishedBy).toBe(users[0].id);

    // The scanned box and its parcels, and the parcel counted alone, are at Ulugchat.
    expect((await get(`/api/boxes/${first.box.id}`)).status).toBe('Ulugchat');
    for (const parcel of [...first.parcels, second.parcels[0]])
      expect((await get(`/api/waybills/${parcel.id}`)).status).toBe('Ulugchat');
    // The rest stay where they were: missing, extra and of another batch alike.
    expect((await get(`/api/boxes/${second.box.id}`)).status).toBe('Yiwu');
    for (const parcel of [second.parcels[1], ...third.parcels, loose, other.made[0].parcels[0]])
      expect((await get(`/api/waybills/${parcel.id}`)).status).toBe('Yiwu');
    const receipts = await listAll(server, root, '/api/box-receive-records', { batchId: batch.id });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ boxId: first.box.id, status: 'Ulugchat', waybillCount: 2 });
    const history = (await get(`/api/waybills/${first.parcels[0].id}`)).statusHistory as Row[];
    expect(history.at(-1)).toMatchObject({ to: 'Ulugchat', by: 'platform_user' });

    // Listed per batch; the state answers it; a replayed finish and a late scan change nothing.
    const listed = await listAll(server, root, '/api/arrival-reconciliations', {
      batchId: batch.id,
    });
    expect(listed.map((row) => row.id)).toEqual([reconciliation.id]);
    expect((await state(batch)).body.reconciliation).toMatchObject({ id: reconciliation.id });
    await expectRefused(server, () => finish(batch, 4), 409, 'boxOps.errors.arrivalFinished');
    await expectRefused(
      server,
      () => scan(batch, second.box.boxNumber),
      409,
      'boxOps.errors.arrivalFinished',
    );

    // At Osh, the box received at Ulugchat is what is expected.
    const osh = (await state(batch, 'Osh')).body;
    expect(osh).toMatchObject({ from: 'Ulugchat' });
    expect(osh.counts).toMatchObject({ expectedBoxes: 1, expected: 2 });
  });

  it('finishes a batch of 2,500 parcels in one write', async () => {
    const { batch, made } = big;
    expect((await state(batch)).body.counts).toMatchObject({ expectedBoxes: 50, expected: 2500 });
    for (const { box } of made)
      expect((await scan(batch, box.boxNumber)).body.outcome).toBe('boxCounted');
    const done = await finish(batch, 50);
    expect(done.status, JSON.stringify(done.body).slice(0, 300)).toBe(200);
    expect(done.body.reconciliation).toMatchObject({ scannedParcels: 2500, missingParcels: 0 });
    const at = done.body.reconciliation!.finishedAt;
    const parcels = await listAll(server, root, '/api/waybills', {
      boxId: made.map((m) => m.box.id),
    });
    expect(parcels).toHaveLength(2500);
    // One transaction: every parcel moved as of the finish's one instant.
    for (const parcel of parcels)
      expect([parcel.status, parcel.updatedAt]).toEqual(['Ulugchat', at]);
  }, 120_000);
});

describe('attacks', () => {
  it('admits the platform group only: others get 403 and read nothing of it', async () => {
    const { batch } = other;
    for (const role of SIGN_IN_ROLES) {
      if (PLATFORM.includes(role)) continue;
      const token = await server.login(role.toLowerCase());
      const calls = [
        () => state(batch, 'Ulugchat', token),
        () =>
          post(`/api/box-day-batches/${batch.id}/arrival-scan`, { point: 'Osh', code: 'X' }, token),
        () =>
          post(
            `/api/box-day-batches/${batch.id}/arrival-finish`,
            { point: 'Osh', scans: 0 },
            token,
          ),
      ];
      for (const call of calls) await expectRefused(server, call, 403, 'errors.http.403');
      for (const list of ['/api/arrival-scans', '/api/arrival-reconciliations'])
        expect((await server.call(list, { token })).status, `${role} ${list}`).toBe(403);
    }
    // Nobody writes the records themselves.
    await expectRefused(
      server,
      () => post('/api/arrival-reconciliations', { batchId: batch.id, point: 'Osh' }, root),
      403,
      'errors.http.403',
    );
  });

  it('refuses 10,000 numbers, a 1 MB string, NUL, lone surrogates, no hub and fields it does not write', async () => {
    const { batch } = other;
    const many = Array.from({ length: 10_000 }, (_, index) => `ARR-${index}`);
    for (const code of [many, 'x'.repeat(1_000_000), 'a\u0000b', '\ud800', 'tail\ud83d']) {
      const before = await storedState(server);
      expect((await scan(batch, code)).status, String(code).slice(0, 20)).toBe(400);
      expect(await storedState(server)).toBe(before);
    }
    const refusals = [
      () => scan(batch, other.made[0].box.boxNumber, 'Yiwu'),
      () =>
        post(`/api/box-day-batches/${batch.id}/arrival-scan`, {
          point: 'Osh',
          code: 'X',
          batchId: 1,
        }),
      () =>
        post(`/api/box-day-batches/${batch.id}/arrival-finish`, {
          point: 'Osh',
          scans: 0,
          missingNumbers: 'X',
        }),
      () => post(`/api/box-day-batches/${batch.id}/arrival-finish`, { point: 'Osh', scans: many }),
    ];
    for (const call of refusals) await expectRefused(server, call, 400, 'validation.formFailed');
    const noHub = await expectRefused(
      server,
      () => state(batch, 'Yiwu'),
      400,
      'validation.formFailed',
    );
    expect(noHub.errors?.point).toBe(en('boxOps.errors.notArrivalPoint'));
    await expectRefused(server, () => state({ id: 99_999_999 }), 404, 'errors.http.404');
  });
});
