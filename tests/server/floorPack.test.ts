/**
 * The packing station's API over real HTTP (docs/decisions.md, "Packing"): a box opened by its
 * number or made as the next of today's batch (the batch made with it), parcels scanned in with
 * each answer (added, already here, in another box and moved with a reason, not weighed, held,
 * wrong status, unknown), the box closed with its weight checked against its parcels (refused
 * beyond the tolerance until confirmed) and priced, a closed box refusing scans, reopened. Counts,
 * weights and prices agree with the box, its batch and the waybills as GET reads them. Attacks:
 * roles, a stale version, replays, a parcel of another box and batch, 10,000 numbers, hostile
 * strings, fields the actions do not write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxNumberOf, packedWeightCheck } from '../../src/core/domain/boxPacking';
import { boxCarriagePrice, tariffOnDay, type Tariff } from '../../src/core/domain/boxPricing';
import { sumKg } from '../../src/core/domain/weightSum';
import { sumUsd } from '../../src/core/money/money';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import type { Role } from '../../src/core/generated/access';
import { listAll } from './helpers/listAll';
import { expectRefused } from './helpers/refusals';
import { SIGN_IN_ROLES } from './helpers/signInRoles';
import { storedState } from './helpers/storedData';
import { startTestServer, TEST_DATA_MOMENT, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

interface Packing {
  outcome?: string;
  opened?: string;
  trackingNumber?: string;
  status?: string;
  otherBox?: string;
  box: Row;
  parcelsWeight: number;
}

/** Two days after the demo data's day, fixed: its batch is not there until the first box. */
const NOW = TEST_DATA_MOMENT + 2 * 24 * 3600_000;
const TODAY = tashkentDayAt(NOW);
const PLATFORM: readonly Role[] = ['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN', 'PLATFORM_USER'];

let server: TestServer;
let packer: string;
let root: string;
let clientId: Row['id'];
let parcelsMade = 0;

beforeAll(async () => {
  server = await startTestServer({ clock: () => new Date(NOW) });
  [packer, root] = [await server.login('platform_user'), await server.login('root')];
  [{ id: clientId }] = await listAll(server, root, '/api/clients');
}, 60_000);
afterAll(() => server.stop());

const post = <T = Packing>(path: string, body: unknown, token = packer) =>
  server.call<T & ErrorBody>(path, { method: 'POST', token, body });
const get = async (path: string) => (await server.call<Row>(path, { token: root })).body;
const open = (boxNumber?: string) => post('/api/boxes/open', boxNumber ? { boxNumber } : {});
const scan = (box: Row, trackingNumber: unknown, more: Record<string, unknown> = {}) =>
  post(`/api/boxes/${box.id}/scan`, { trackingNumber, ...more });
const close = (box: Row, body: Record<string, unknown>) =>
  post<Row>(`/api/boxes/${box.id}/close`, { version: box.version, ...body });

/** A new parcel of a client (registered one step on, as the API allows), with its weight. */
async function makeParcel(status = 'Warehouse', weight: number | null = 1.25 + parcelsMade) {
  parcelsMade += 1;
  const { status: code, body } = await server.call<Row>('/api/waybills', {
    method: 'POST',
    token: root,
    body: {
      trackingNumber: `PACK-TEST-${parcelsMade}`,
      clientId,
      status,
      ...(weight === null ? {} : { weight }),
    },
  });
  expect(code, JSON.stringify(body)).toBe(201);
  return body;
}
const takeParcel = () => makeParcel();

async function newBox(): Promise<Row> {
  const { status, body } = await open();
  expect(status, JSON.stringify(body)).toBe(200);
  return body.box;
}

/** The box, its batch and its parcels as GET reads them agree with what the station saw. */
async function expectFiguresAgree(box: Row, parcels: readonly Row[]) {
  const stored = await get(`/api/boxes/${box.id}`);
  expect(stored.waybillCount).toBe(parcels.length);
  for (const parcel of parcels) {
    const waybill = await get(`/api/waybills/${parcel.id}`);
    expect(waybill.boxId).toBe(box.id);
    expect(waybill.status).toBe('Yiwu');
  }
  const boxes = await listAll(server, root, '/api/boxes', { batchId: box.batchId });
  const batch = await get(`/api/box-day-batches/${box.batchId}`);
  expect(batch.boxCount).toBe(boxes.length);
  expect(batch.waybillCount).toBe(boxes.reduce((sum, row) => sum + Number(row.waybillCount), 0));
  expect(batch.totalWeight).toBe(sumKg(boxes.map((row) => Number(row.weight))));
  expect(batch.totalAmount).toBe(sumUsd(boxes.map((row) => Number(row.price))));
  return stored;
}

describe('opening a box', () => {
  it('makes the next box of today’s batch, the batch with the first', async () => {
    const batchesBefore = await listAll(server, root, '/api/box-day-batches');
    expect(batchesBefore.some((batch) => batch.receiveDay === TODAY)).toBe(false);
    const first = await newBox();
    expect(first.boxNumber).toBe(boxNumberOf(TODAY, 1));
    expect(first).toMatchObject({ status: 'Yiwu', waybillCount: 0, weight: 0 });
    expect(first.closedAt ?? null).toBeNull();
    const batch = await get(`/api/box-day-batches/${first.batchId}`);
    expect(batch).toMatchObject({ receiveDay: TODAY, boxCount: 1 });

    const second = await newBox();
    expect(second.boxNumber).toBe(boxNumberOf(TODAY, 2));
    expect(second.batchId).toBe(first.batchId);
    expect(await listAll(server, root, '/api/box-day-batches')).toHaveLength(
      batchesBefore.length + 1,
    );
  });

  it('opens a box by its label’s number, any case, and says when there is none', async () => {
    const box = await newBox();
    const { status, body } = await open(String(box.boxNumber).toLowerCase());
    expect(status).toBe(200);
    expect(body).toMatchObject({ opened: 'existing', parcelsWeight: 0 });
    expect(body.box.id).toBe(box.id);
    const missing = await expectRefused(
      server,
      () => open('YW19990101-999'),
      404,
      'boxOps.errors.noSuchBox',
    );
    expect(missing.errors?.boxNumber).toBe(en('boxOps.errors.noSuchBox'));
  });
});

describe('scanning parcels into a box', () => {
  it('answers each scan, and the box, its batch and the parcels agree', async () => {
    const box = await newBox();
    const [one, two] = [await takeParcel(), await takeParcel()];
    const added = await scan(box, ` ${String(one.trackingNumber).toLowerCase()} `);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({
      outcome: 'added',
      trackingNumber: one.trackingNumber,
      status: 'Yiwu',
      parcelsWeight: one.weight,
    });
    expect(added.body.box.waybillCount).toBe(1);

    const again = await expectRefusedNothing(() => scan(box, one.trackingNumber));
    expect(again).toMatchObject({ outcome: 'alreadyHere', status: 'Yiwu' });

    const second = (await scan(box, two.trackingNumber)).body;
    expect(second.outcome).toBe('added');
    expect(second.box.waybillCount).toBe(2);
    expect(second.parcelsWeight).toBe(sumKg([Number(one.weight), Number(two.weight)]));
    await expectFiguresAgree(second.box, [one, two]);
    // Each parcel's step to Yiwu is in its history, by the packer.
    const history = (await get(`/api/waybills/${one.id}`)).statusHistory as Row[];
    expect(history.at(-1)).toMatchObject({ to: 'Yiwu', by: 'platform_user' });
  });

  it('answers a held, an unweighed, an unknown parcel and one of another status, writing nothing', async () => {
    const box = await newBox();
    const held = await makeParcel('ISSUE');
    const unweighed = await makeParcel('CREATED', null);
    const notReceived = await makeParcel('CREATED');
    expect(await expectRefusedNothing(() => scan(box, held.trackingNumber))).toMatchObject({
      outcome: 'held',
      status: 'ISSUE',
    });
    expect(await expectRefusedNothing(() => scan(box, unweighed.trackingNumber))).toMatchObject({
      outcome: 'notWeighed',
      status: 'CREATED',
    });
    expect(await expectRefusedNothing(() => scan(box, notReceived.trackingNumber))).toMatchObject({
      outcome: 'wrongStatus',
      status: 'CREATED',
    });
    expect(await expectRefusedNothing(() => scan(box, 'NO-SUCH-PARCEL-1'))).toMatchObject({
      outcome: 'unknown',
      trackingNumber: 'NO-SUCH-PARCEL-1',
    });
  });

  it('offers a parcel of another box to move, and moves it with a reason, audited', async () => {
    const [from, to] = [await newBox(), await newBox()];
    const parcel = await takeParcel();
    expect((await scan(from, parcel.trackingNumber)).body.outcome).toBe('added');
    const offered = await expectRefusedNothing(() => scan(to, parcel.trackingNumber));
    expect(offered).toMatchObject({ outcome: 'inOtherBox', otherBox: from.boxNumber });

    const noReason = await expectRefused(
      server,
      () => scan(to, parcel.trackingNumber, { move: true }),
      400,
      'validation.formFailed',
    );
    expect(noReason.errors?.reason).toBe(en('validation.required'));

    const moved = await scan(to, parcel.trackingNumber, { move: true, reason: 'Did not fit' });
    expect(moved.body).toMatchObject({ outcome: 'moved', status: 'Yiwu' });
    expect(moved.body.box.waybillCount).toBe(1);
    expect((await get(`/api/boxes/${from.id}`)).waybillCount).toBe(0);
    const waybill = await get(`/api/waybills/${parcel.id}`);
    expect(waybill).toMatchObject({ boxId: to.id, boxMoveReason: 'Did not fit' });
    // A replay finds it here already.
    expect(
      await expectRefusedNothing(() =>
        scan(to, parcel.trackingNumber, { move: true, reason: 'Did not fit' }),
      ),
    ).toMatchObject({ outcome: 'alreadyHere' });

    const log = await listAll(server, root, '/api/audit-log', { recordId: parcel.id });
    const entry = log.find(
      (row) => row.action === 'scanIntoBox' && JSON.stringify(row.changes).includes('Did not fit'),
    );
    expect(entry).toMatchObject({ username: 'platform_user' });
  });

  it('offers a parcel of another day’s batch, and moves it between the batches’ figures', async () => {
    const yesterday = tashkentDayAt(NOW - 24 * 3600_000);
    const made = await server.call<Row>('/api/box-day-batches', {
      method: 'POST',
      token: root,
      body: { receiveDay: yesterday },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const older = await server.call<Row>('/api/boxes', {
      method: 'POST',
      token: root,
      body: {
        boxNumber: boxNumberOf(yesterday, 1),
        batchId: made.body.id,
        status: 'Yiwu',
        weight: 0,
      },
    });
    expect(older.status, JSON.stringify(older.body)).toBe(201);
    const parcel = await takeParcel();
    expect((await scan(older.body, parcel.trackingNumber)).body.outcome).toBe('added');

    const box = await newBox();
    expect(box.batchId).not.toBe(made.body.id);
    const offered = await expectRefusedNothing(() => scan(box, parcel.trackingNumber));
    expect(offered).toMatchObject({ outcome: 'inOtherBox', otherBox: older.body.boxNumber });
    const moved = (await scan(box, parcel.trackingNumber, { move: true, reason: 'Wrong day' }))
      .body;
    expect(moved.outcome).toBe('moved');
    await expectFiguresAgree(moved.box, [parcel]);
    expect((await get(`/api/box-day-batches/${made.body.id}`)).waybillCount).toBe(0);
  });
});

describe('closing a box', () => {
  it('checks the weight against the parcels, prices the box, and refuses scans once closed', async () => {
    let box = await newBox();
    const parcels = [await takeParcel(), await takeParcel()];
    for (const parcel of parcels) box = (await scan(box, parcel.trackingNumber)).body.box;
    const parcelsWeight = sumKg(parcels.map((parcel) => Number(parcel.weight)));
    const heavy = sumKg([parcelsWeight, 5]);
    const check = packedWeightCheck(
      heavy,
      parcels.map((parcel) => Number(parcel.weight)),
    );
    expect(check.beyond).toBe(true);

    const before = await storedState(server);
    const refused = await close(box, { weight: heavy, waybillCount: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      en('boxOps.errors.weightDiffers', {
        weight: String(heavy),
        parcelsWeight: String(parcelsWeight),
        tolerance: String(check.tolerance),
      }),
    );
    expect((refused.body as unknown as { weightCheck: unknown }).weightCheck).toEqual(check);
    expect(await storedState(server)).toBe(before);

    const miscounted = await expectRefused(
      server,
      () => close(box, { weight: heavy, waybillCount: 3, confirmed: true }),
      400,
      'validation.formFailed',
    );
    expect(miscounted.errors?.waybillCount).toBe(en('boxOps.errors.countDiffers'));

    const closed = await close(box, { weight: heavy, waybillCount: 2, confirmed: true });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.closedAt).toBe(new Date(NOW).toISOString());
    const tariffs = (await listAll(server, root, '/api/box-prices')) as unknown as Tariff[];
    expect(closed.body.price).toBe(boxCarriagePrice(heavy, tariffOnDay(tariffs, TODAY)!));
    const stored = await expectFiguresAgree(closed.body, parcels);
    expect(stored).toMatchObject({ weight: heavy, price: closed.body.price });

    const late = await takeParcel();
    await expectRefused(
      server,
      () => scan(closed.body, late.trackingNumber),
      409,
      'boxOps.errors.boxClosed',
    );
    // A replay of the close is a stale version: nothing changes twice.
    const beforeReplay = await storedState(server);
    const replay = await close(box, { weight: heavy, waybillCount: 2, confirmed: true });
    expect(replay.status).toBe(409);
    expect(await storedState(server)).toBe(beforeReplay);
  });

  it('closes within the tolerance without asking, and reopens for more parcels, audited', async () => {
    let box = await newBox();
    const parcel = await takeParcel();
    box = (await scan(box, parcel.trackingNumber)).body.box;
    const weight = sumKg([Number(parcel.weight), 0.3]);
    const closed = await close(box, { weight, waybillCount: 1 });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const reopened = await post<Row>(`/api/boxes/${box.id}/reopen`, {
      version: closed.body.version,
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body.closedAt ?? null).toBeNull();
    const replay = await post<Row>(`/api/boxes/${box.id}/reopen`, { version: closed.body.version });
    expect(replay.status).toBe(409);
    await expectRefused(
      server,
      () => post(`/api/boxes/${box.id}/reopen`, { version: reopened.body.version }),
      400,
      'boxOps.errors.boxOpen',
    );
    expect((await scan(reopened.body, (await takeParcel()).trackingNumber)).body.outcome).toBe(
      'added',
    );
    const log = await listAll(server, root, '/api/audit-log', { recordId: box.id });
    expect(log.map((row) => row.action)).toEqual(expect.arrayContaining(['closeBox', 'reopenBox']));
  });
});

describe('attacks', () => {
  it('admits the platform group only: others get 403 and nothing changes', async () => {
    const box = await newBox();
    for (const role of SIGN_IN_ROLES) {
      const token = await server.login(role.toLowerCase());
      if (PLATFORM.includes(role)) {
        const answer = await post('/api/boxes/open', { boxNumber: box.boxNumber }, token);
        expect(answer.status, role).toBe(200);
        continue;
      }
      const calls = [
        () => post('/api/boxes/open', {}, token),
        () => post(`/api/boxes/${box.id}/scan`, { trackingNumber: 'X-1' }, token),
        () => post(`/api/boxes/${box.id}/close`, { weight: 1, waybillCount: 0, version: 1 }, token),
        () => post(`/api/boxes/${box.id}/reopen`, { version: 1 }, token),
      ];
      for (const call of calls) await expectRefused(server, call, 403, 'errors.http.403');
    }
  });

  it('refuses a stale version', async () => {
    let box = await newBox();
    box = (await scan(box, (await takeParcel()).trackingNumber)).body.box;
    const stale = { weight: 5, waybillCount: 1, confirmed: true, version: Number(box.version) - 1 };
    const before = await storedState(server);
    const answer = await post(`/api/boxes/${box.id}/close`, stale);
    expect(answer.status).toBe(409);
    expect(await storedState(server)).toBe(before);
  });

  it('refuses 10,000 numbers, a 1 MB string, NUL and lone surrogates, and fields it does not write', async () => {
    const box = await newBox();
    const many = Array.from({ length: 10_000 }, (_, index) => `YT${index}`);
    const bad: unknown[] = [many, 'x'.repeat(1_000_000), 'a\u0000b', '\ud800', 'tail\ud83d'];
    for (const trackingNumber of bad) {
      const before = await storedState(server);
      const answer = await scan(box, trackingNumber);
      expect(answer.status, String(trackingNumber).slice(0, 20)).toBe(400);
      expect(await storedState(server)).toBe(before);
    }
    for (const boxNumber of [many, 'b'.repeat(1_000_000), 'YW\u0000', '\udc00']) {
      const before = await storedState(server);
      expect((await post('/api/boxes/open', { boxNumber })).status).toBe(400);
      expect(await storedState(server)).toBe(before);
    }
    const parcel = await takeParcel();
    for (const body of [
      { trackingNumber: parcel.trackingNumber, boxId: 1 },
      { trackingNumber: parcel.trackingNumber, status: 'Osh' },
    ])
      await expectRefused(
        server,
        () => post(`/api/boxes/${box.id}/scan`, body),
        400,
        'validation.formFailed',
      );
    await expectRefused(
      server,
      () => close(box, { weight: 1, waybillCount: 0, price: 0.01 }),
      400,
      'validation.formFailed',
    );
    // Neither the box's closing nor a parcel's move reason is written by an edit.
    await expectRefused(
      server,
      () =>
        server.call(`/api/boxes/${box.id}`, {
          method: 'PATCH',
          token: root,
          body: { closedAt: new Date(NOW).toISOString() },
        }),
      403,
      'authority.fieldNotWritable',
    );
    await expectRefused(
      server,
      () =>
        server.call(`/api/waybills/${parcel.id}`, {
          method: 'PATCH',
          token: root,
          body: { boxMoveReason: 'typed' },
        }),
      403,
      'authority.fieldNotWritable',
    );
  });
});

/** A scan that writes nothing: its answer, and nothing stored. */
async function expectRefusedNothing(request: () => Promise<{ status: number; body: Packing }>) {
  const before = await storedState(server);
  const { status, body } = await request();
  expect(status, JSON.stringify(body)).toBe(200);
  expect(await storedState(server)).toBe(before);
  return body;
}
