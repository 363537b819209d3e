/**
 * The receiving station's API over real HTTP (docs/decisions.md, "Receiving"): a scanned number
 * answers its parcel, or makes one with no owner (NO_CLIENT, 201, audited); weighing moves a
 * parcel into the China warehouse through the transition rules and prices it by its owner's cycle
 * in force (the answer carries the freight); the undo puts back what the weighing changed while
 * nothing else has changed the parcel. Refused, changing nothing: a held parcel, a paid one, one in
 * a confirmed bill, one past the warehouse; and the attacks: roles, a stale version, a replay,
 * hostile strings, fields the actions do not write, nonsense weights.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freightOf, levelIndexFor, type PriceLevel } from '../../src/core/money/priceCycle';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import type { Role } from '../../src/core/generated/access';
import { listAll } from './helpers/listAll';
import { expectRefused } from './helpers/refusals';
import { SIGN_IN_ROLES } from './helpers/signInRoles';
import { storedState } from './helpers/storedData';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

const PLATFORM: readonly Role[] = ['ROOT', 'PLATFORM_ROOT', 'PLATFORM_ADMIN', 'PLATFORM_USER'];
const TODAY = tashkentDayAt(testNow());

let server: TestServer;
let operator: string;
let root: string;
let client: Row;
let cycle: Row;
let serial = 0;

beforeAll(async () => {
  server = await startTestServer();
  [operator, root] = [await server.login('platform_user'), await server.login('root')];
  const clients = await listAll(server, root, '/api/clients');
  // A client of the platform's own with its cycle in force (every such demo client has one).
  client = clients.find((c) => c.companyId == null)!;
  const cycles = await listAll(server, root, '/api/client-price-cycles', { ownerId: client.id });
  cycle = cycles.find((c) => String(c.startDate) <= TODAY && TODAY <= String(c.endDate))!;
  expect(cycle, 'the demo client has a cycle in force').toBeDefined();
}, 60_000);
afterAll(() => server.stop());

const post = (path: string, body: unknown, token = operator) =>
  server.call<Row & ErrorBody>(path, { method: 'POST', token, body });
const get = async (path: string) => (await server.call<Row>(path, { token: root })).body;
const receive = (trackingNumber: unknown, token = operator) =>
  post('/api/waybills/receive', { trackingNumber }, token);
const weigh = (parcel: Row, body: Record<string, unknown>, token = operator) =>
  post(`/api/waybills/${parcel.id}/weigh`, { version: parcel.version, ...body }, token);
const undo = (parcel: Row, token = operator) =>
  post(`/api/waybills/${parcel.id}/undo-weighing`, { version: parcel.version }, token);

/** A parcel of the client, registered as the API allows (CREATED unless said). */
async function makeParcel(fields: Record<string, unknown> = {}): Promise<Row> {
  serial += 1;
  const { status, body } = await server.call<Row>('/api/waybills', {
    method: 'POST',
    token: root,
    body: { trackingNumber: `RECV-TEST-${serial}`, clientId: client.id, ...fields },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** The freight the client's cycle in force gives `weight`. */
function freightFor(weight: number): number {
  const levels = cycle.levels as PriceLevel[];
  return freightOf(weight, levels[levelIndexFor(levels, weight)].price);
}

/** A call that must be refused with `status` and `key`, and change nothing. */
const refused = (call: () => ReturnType<typeof post>, status: number, key: string) =>
  expectRefused(server, call, status, key);

/** A call from a version the parcel has left: 409 naming who changed it since, nothing changed. */
async function expectStale(call: () => ReturnType<typeof post>, by: string) {
  const before = await storedState(server);
  const { status, body } = await call();
  expect(status, JSON.stringify(body)).toBe(409);
  expect(body.message).toMatch(new RegExp(`^${by} changed this record at `));
  expect(await storedState(server)).toBe(before);
}

describe('a scan', () => {
  it('answers a known parcel as it is, writing nothing', async () => {
    const parcel = await makeParcel({ pvzId: undefined });
    const before = await storedState(server);
    const { status, body } = await receive(` ${String(parcel.trackingNumber).toLowerCase()} `);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      id: parcel.id,
      trackingNumber: parcel.trackingNumber,
      clientId: client.id,
      status: 'CREATED',
      version: parcel.version,
    });
    expect(await storedState(server)).toBe(before);
  });

  it('makes an unknown number a parcel with no owner, audited, and a replay finds it', async () => {
    const made = await receive('RECV-UNKNOWN-1');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ trackingNumber: 'RECV-UNKNOWN-1', status: 'NO_CLIENT' });
    expect(made.body.clientId ?? null).toBeNull();
    expect(made.body.companyId ?? null).toBeNull();
    const stored = await get(`/api/waybills/${made.body.id}`);
    expect(stored).toMatchObject({ status: 'NO_CLIENT', payStatus: 'UN_BILLED' });
    expect(stored.statusHistory).toEqual([
      expect.objectContaining({ to: 'NO_CLIENT', by: 'platform_user' }),
    ]);
    const log = await listAll(server, root, '/api/audit-log', { recordId: made.body.id });
    expect(log).toEqual([expect.objectContaining({ action: 'create', username: 'platform_user' })]);

    const before = await storedState(server);
    const replay = await receive('recv-unknown-1');
    expect(replay.status).toBe(200);
    expect(replay.body.id).toBe(made.body.id);
    expect(await storedState(server)).toBe(before);
  });

  it('refuses a number no parcel could have, making nothing', async () => {
    const short = await refused(() => receive('AB1'), 400, 'validation.formFailed');
    expect(short.errors?.trackingNumber).toBeDefined();
    await refused(() => receive('BAD NUMBER!'), 400, 'validation.formFailed');
  });
});

describe('weighing', () => {
  it('moves a parcel into the China warehouse, priced by the money rules, with its volume', async () => {
    const parcel = await makeParcel();
    const { status, body } = await weigh(parcel, {
      weight: 2.35,
      length: 40,
      width: 30,
      height: 20,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({
      status: 'Warehouse',
      weight: 2.35,
      volume: 0.024,
      freight: freightFor(2.35),
      finalFreight: freightFor(2.35),
      freightCycleId: cycle.id,
    });
    expect(body.version).toBe(Number(parcel.version) + 1);
    const stored = await get(`/api/waybills/${parcel.id}`);
    expect(stored).toMatchObject({ status: 'Warehouse', freight: freightFor(2.35) });
    expect((stored.statusHistory as Row[]).at(-1)).toMatchObject({
      from: 'CREATED',
      to: 'Warehouse',
      by: 'platform_user',
    });
    const log = await listAll(server, root, '/api/audit-log', { recordId: parcel.id });
    expect(log.find((row) => row.action === 'weighParcel')).toMatchObject({
      username: 'platform_user',
    });
  });

  it('weighs a parcel with no owner, which keeps its hold and has no price', async () => {
    const made = (await receive('RECV-UNKNOWN-2')).body;
    const { status, body } = await weigh(made, { weight: 1.5 });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'NO_CLIENT', weight: 1.5 });
    expect(body.freight ?? null).toBeNull();
  });

  it('refuses a held parcel with the reason', async () => {
    for (const [hold, key] of [
      ['ISSUE', 'floorReceive.errors.held.ISSUE'],
      ['UN_LAWFUL', 'floorReceive.errors.held.UN_LAWFUL'],
    ] as const) {
      const parcel = await makeParcel({ status: hold });
      await refused(() => weigh(parcel, { weight: 1 }), 409, key);
    }
  });

  it('refuses a paid parcel, one in a confirmed bill, and one past the warehouse', async () => {
    const waybills = await listAll(server, root, '/api/waybills');
    const bills = await listAll(server, root, '/api/bills', { status: 'CONFIRMED' });
    const confirmed = new Set(bills.map((bill) => bill.id));
    const billed = waybills.find((w) => confirmed.has(w.billId as Row['id']))!;
    expect(billed, 'the demo data has a parcel in a confirmed bill').toBeDefined();
    await refused(() => weigh(billed, { weight: 9 }), 409, 'floorReceive.errors.confirmedBill');
    const paid = waybills.find(
      (w) => w.payStatus === 'PAID' && !confirmed.has(w.billId as Row['id']),
    )!;
    expect(paid, 'the demo data has a paid parcel outside a confirmed bill').toBeDefined();
    await refused(() => weigh(paid, { weight: 9 }), 409, 'floorReceive.errors.paid');

    const onTheRoad = await makeParcel({ status: 'Warehouse', weight: 1 });
    const moved = await server.call<Row>(`/api/waybills/${onTheRoad.id}`, {
      method: 'PATCH',
      token: root,
      body: { status: 'Yiwu', version: onTheRoad.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await refused(() => weigh(moved.body, { weight: 2 }), 409, 'floorReceive.errors.pastWarehouse');
  });
});

describe('undoing a weighing', () => {
  it('puts back what the weighing changed, audited, and only once', async () => {
    const parcel = await makeParcel();
    const weighed = (await weigh(parcel, { weight: 4.2, length: 10, width: 10, height: 10 })).body;
    expect(weighed.status).toBe('Warehouse');
    const { status, body } = await undo(weighed);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('CREATED');
    for (const field of ['weight', 'length', 'volume', 'freight', 'finalFreight', 'freightCycleId'])
      expect(body[field] ?? null, field).toBeNull();
    const stored = await get(`/api/waybills/${parcel.id}`);
    expect(stored).toMatchObject({ status: 'CREATED', wayStatus: parcel.wayStatus });
    expect((stored.statusHistory as Row[]).map((step) => step.to)).toEqual([
      'CREATED',
      'Warehouse',
      'CREATED',
    ]);
    const log = await listAll(server, root, '/api/audit-log', { recordId: parcel.id });
    expect(log.find((row) => row.action === 'undoWeighing')).toMatchObject({
      username: 'platform_user',
    });

    // A replay is a stale version; with the new version there is no weighing left to undo.
    await expectStale(() => undo(weighed), 'platform_user');
    await refused(() => undo(body), 409, 'floorReceive.errors.nothingToUndo');
  });

  it('puts back the earlier weight and price of a re-weighed parcel', async () => {
    const parcel = await makeParcel({ status: 'Warehouse', weight: 3 });
    const weighed = (await weigh(parcel, { weight: 5 })).body;
    expect(weighed.freight).toBe(freightFor(5));
    const undone = (await undo(weighed)).body;
    expect(undone).toMatchObject({ status: 'Warehouse', weight: 3, freight: freightFor(3) });
  });

  it('is refused once anything else changed the parcel', async () => {
    const parcel = await makeParcel();
    const weighed = (await weigh(parcel, { weight: 1.1 })).body;
    const edited = await server.call<Row>(`/api/waybills/${parcel.id}`, {
      method: 'PATCH',
      token: root,
      body: { comment: 'checked', version: weighed.version },
    });
    expect(edited.status).toBe(200);
    await expectStale(() => undo(weighed), 'root');
    await refused(() => undo(edited.body), 409, 'floorReceive.errors.nothingToUndo');
  });
});

describe('attacks', () => {
  it('admits the platform group only: others get 403 and nothing changes', async () => {
    const parcel = await makeParcel();
    for (const role of SIGN_IN_ROLES) {
      if (PLATFORM.includes(role)) continue;
      const token = await server.login(role.toLowerCase());
      const calls = [
        () => receive('RECV-BY-OTHERS', token),
        () => receive(parcel.trackingNumber, token),
        () => weigh(parcel, { weight: 1 }, token),
        () => undo(parcel, token),
      ];
      for (const call of calls) await refused(call, 403, 'errors.http.403');
    }
  });

  it('refuses a stale version and a replayed weighing', async () => {
    const parcel = await makeParcel();
    await expectStale(
      () => weigh({ ...parcel, version: Number(parcel.version) + 5 }, { weight: 1 }),
      'root',
    );
    expect((await weigh(parcel, { weight: 1 })).status).toBe(200);
    await expectStale(() => weigh(parcel, { weight: 1 }), 'platform_user');
  });

  it('refuses 10,000 numbers, a 1 MB string, NUL and lone surrogates', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => `YT${index}`);
    for (const trackingNumber of [
      many,
      'x'.repeat(1_000_000),
      'RECV\u0000X1',
      '\ud800ABCDEF',
      'TAIL12\ud83d',
    ])
      await refused(() => receive(trackingNumber), 400, 'validation.formFailed');
  });

  it('refuses nonsense weights and sizes, and fields the actions do not write', async () => {
    const parcel = await makeParcel();
    const bodies: Record<string, unknown>[] = [
      {},
      { weight: 0 },
      { weight: -1 },
      { weight: 2001 },
      { weight: '1.5' },
      { weight: Number.MAX_VALUE },
      { weight: 1, length: 0 },
      { weight: 1, length: 5000 },
      { weight: 1, version: 'x'.repeat(1_000_000) },
      { weight: 1, freight: 0.01 },
      { weight: 1, clientId: client.id },
      { weight: 1, status: 'Osh' },
    ];
    for (const body of bodies)
      await refused(() => weigh(parcel, body), 400, 'validation.formFailed');
    await refused(() => receive({ trackingNumber: 'X' }), 400, 'validation.formFailed');
    await refused(
      () => post('/api/waybills/receive', { trackingNumber: 'RECV-EXTRA-1', clientId: client.id }),
      400,
      'validation.formFailed',
    );
    await refused(
      () =>
        post(`/api/waybills/${parcel.id}/undo-weighing`, { version: parcel.version, weight: 1 }),
      400,
      'validation.formFailed',
    );
    await refused(
      () => weigh({ ...parcel, id: 99_999_999 }, { weight: 1 }),
      404,
      'errors.http.404',
    );
    // The volume the sizes make stays within the field's limits.
    const huge = await refused(
      () => weigh(parcel, { weight: 1, length: 1000, width: 1000, height: 1000 }),
      400,
      'validation.formFailed',
    );
    expect(huge.errors?.volume).toBe(en('validation.maxValue', { max: 50 }));
  });
});
