/**
 * Price cycles over HTTP (docs/decisions.md, "Price cycles"): levels are contiguous weight bands,
 * a cycle starts before it ends, an owner has at most one cycle in force at any moment, the
 * status follows the dates and the current price the price type, both written by the server
 * only, and every change of a cycle's prices leaves a read-only price record stamped with its
 * author. Attacks: writing the server's fields, overlapping dates, bad bands, a role outside the
 * platform, writing a record, a stale version: each a 4xx that stores nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleStatusAt, datesOverlap, type PriceLevel } from '../../src/core/money/priceCycle';
import { addDays, tashkentDayAt } from '../../src/core/time/tashkent';
import { openStore } from '../../server/db/openStore';
import { priceCycleJob } from '../../server/money/priceCycleJob';
import { writeHooks } from '../../server/writeHooks';
import { expectRefused } from './helpers/refusals';
import { storedState } from './helpers/storedData';
import { listAll } from './helpers/listAll';
import { startTestServer, testNow, type TestServer } from './helpers/testServer';
import { en } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let root: string;
let rootId: number;
let companyAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  [root, companyAdmin] = await Promise.all(
    ['root', 'company_admin'].map((name) => server.login(name)),
  );
  const users = await all('/api/users', { username: 'root' });
  rootId = Number(users.find((user) => user.username === 'root')!.id);
});
afterAll(() => server.stop());

const COMPANY_CYCLES = '/api/company-price-cycles';
const CLIENT_CYCLES = '/api/client-price-cycles';
const COMPANY_RECORDS = '/api/company-price-records';
const CLIENT_RECORDS = '/api/client-price-records';
const TODAY = tashkentDayAt(testNow());
const LEVELS: PriceLevel[] = [
  { minWeight: 0, maxWeight: 50, price: 5 },
  { minWeight: 50, maxWeight: 200, price: 4.5 },
  { minWeight: 200, maxWeight: 100000, price: 4 },
];

const send = (token: string, method: string, path: string, body?: unknown) =>
  server.call<Row & ErrorBody>(path, { method, token, body });
const all = (path: string, filter?: Record<string, unknown>) => listAll(server, root, path, filter);

/** The day after the owner's last cycle ends: a new one may start there. */
async function freeDay(path: string, ownerId: unknown): Promise<string> {
  const cycles = await all(path, { ownerId });
  const lastEnd =
    cycles
      .map((cycle) => String(cycle.endDate))
      .sort()
      .at(-1) ?? TODAY;
  return addDays(lastEnd > TODAY ? lastEnd : TODAY, 1);
}

async function companyWithFreeDates() {
  const [company] = await all('/api/companies');
  const start = await freeDay(COMPANY_CYCLES, company.id);
  return { ownerId: company.id, start };
}

const datesOf = (cycle: Row) => ({
  startDate: String(cycle.startDate),
  endDate: String(cycle.endDate),
});

describe('the demo cycles', () => {
  it('never overlap per owner, keep their statuses true and start with an INIT record', async () => {
    for (const [cycles, records] of [
      [COMPANY_CYCLES, COMPANY_RECORDS],
      [CLIENT_CYCLES, CLIENT_RECORDS],
    ]) {
      const rows = await all(cycles);
      const inits = (await all(records, { type: 'INIT' })).map((record) => record.ownerId);
      expect(rows.length).toBeGreaterThan(0);
      for (const cycle of rows) {
        expect(cycle.status).toBe(cycleStatusAt(datesOf(cycle), new Date(testNow())));
        const theirs = rows.filter((other) => other.ownerId === cycle.ownerId);
        for (const other of theirs)
          if (other.id !== cycle.id)
            expect(
              datesOverlap(datesOf(cycle), datesOf(other)),
              JSON.stringify([cycle, other]),
            ).toBe(false);
        expect(inits.filter((owner) => owner === cycle.ownerId).length).toBe(theirs.length);
      }
    }
  });
});

describe('a new cycle', () => {
  it('gets its status, current price and next update from the server, and an INIT record', async () => {
    const { ownerId, start } = await companyWithFreeDates();
    const created = await send(root, 'POST', COMPANY_CYCLES, {
      ownerId,
      startDate: start,
      endDate: addDays(start, 29),
      priceType: 'FIXED',
      levels: LEVELS,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('PENDING');
    // FIXED: the first level's price, never recomputed.
    expect(created.body.currentPrice).toBe(5);
    expect(created.body.nextUpdatePriceDate).toBeUndefined();
    const records = await all(COMPANY_RECORDS, { ownerId });
    const init = records.find((record) => record.type === 'INIT' && record.createdBy === rootId);
    expect(init).toMatchObject({ price: 5 });
    expect(init!.previousPrice).toBeUndefined();
  });

  it('prices an AUTO cycle by its owner’s weight and plans its update', async () => {
    const { ownerId, start } = await companyWithFreeDates();
    const created = await send(root, 'POST', COMPANY_CYCLES, {
      ownerId,
      startDate: start,
      endDate: addDays(start, 90),
      priceType: 'AUTO',
      levels: LEVELS,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(LEVELS.map((level) => level.price)).toContain(created.body.currentPrice);
    // Not started yet: recomputed on its start day.
    expect(created.body.nextUpdatePriceDate).toBe(start);
  });

  it('refuses dates overlapping another cycle of the same owner', async () => {
    const [cycle] = await all(COMPANY_CYCLES, { status: 'ACTIVE' });
    const body = await expectRefused(
      server,
      () =>
        send(root, 'POST', COMPANY_CYCLES, {
          ownerId: cycle.ownerId,
          startDate: cycle.startDate,
          endDate: addDays(String(cycle.startDate), 3),
          priceType: 'AUTO',
          levels: LEVELS,
        }),
      400,
      'priceCycles.errors.overlap',
    );
    expect(body.errors).toEqual({ startDate: en('priceCycles.errors.overlap') });
  });

  it('refuses bands with a gap or an empty band, and an end before the start', async () => {
    const { ownerId, start } = await companyWithFreeDates();
    const cycle = { ownerId, startDate: start, endDate: addDays(start, 10), priceType: 'AUTO' };
    const gap = await expectRefused(
      server,
      () =>
        send(root, 'POST', COMPANY_CYCLES, {
          ...cycle,
          levels: [LEVELS[0], { ...LEVELS[1], minWeight: 60 }, LEVELS[2]],
        }),
      400,
      'validation.formFailed',
    );
    expect(gap.errors).toEqual({
      'levels.1.minWeight': en('priceCycles.errors.bandGap', { level: 2, previous: 1 }),
    });
    const empty = await expectRefused(
      server,
      () =>
        send(root, 'POST', COMPANY_CYCLES, {
          ...cycle,
          levels: [{ minWeight: 0, maxWeight: 0, price: 5 }],
        }),
      400,
      'validation.formFailed',
    );
    expect(empty.errors).toEqual({
      'levels.0.maxWeight': en('resources.price/companyPriceManage.spans.levels.maxWeight', {
        level: 1,
      }),
    });
    const inverted = await expectRefused(
      server,
      () =>
        send(root, 'POST', COMPANY_CYCLES, {
          ...cycle,
          endDate: addDays(start, -1),
          levels: LEVELS,
        }),
      400,
      'validation.formFailed',
    );
    expect(inverted.errors).toEqual({
      endDate: en('resources.price/companyPriceManage.spans.endDate'),
    });
    // Both days count: a cycle of one day is one.
    const oneDay = await send(root, 'POST', COMPANY_CYCLES, {
      ...cycle,
      endDate: start,
      levels: LEVELS,
    });
    expect(oneDay.status).toBe(201);
  });

  it('refuses the SPEC 5 level rules with the level number', async () => {
    const { ownerId, start } = await companyWithFreeDates();
    const body = await expectRefused(
      server,
      () =>
        send(root, 'POST', COMPANY_CYCLES, {
          ownerId,
          startDate: start,
          endDate: addDays(start, 10),
          levels: [LEVELS[0], { ...LEVELS[1], price: 6 }],
        }),
      400,
      'validation.formFailed',
    );
    expect(body.errors).toEqual({
      'levels.1.price': en('validation.level.priceNotLower', { level: 2 }),
    });
  });
});

describe('the server’s fields', () => {
  it('refuse the status, the current price and the next update date, even to ROOT', async () => {
    const [cycle] = await all(COMPANY_CYCLES);
    for (const change of [
      { status: cycle.status === 'ACTIVE' ? 'EXPIRED' : 'ACTIVE' },
      { currentPrice: 0.01 },
      { nextUpdatePriceDate: TODAY },
    ])
      await expectRefused(
        server,
        () => send(root, 'PATCH', `${COMPANY_CYCLES}/${cycle.id}`, change),
        403,
        'authority.fieldNotWritable',
      );
    const { ownerId, start } = await companyWithFreeDates();
    await expectRefused(
      server,
      () =>
        send(root, 'POST', COMPANY_CYCLES, {
          ownerId,
          startDate: start,
          endDate: addDays(start, 5),
          levels: LEVELS,
          status: 'ACTIVE',
        }),
      403,
      'authority.fieldNotWritable',
    );
  });

  it('keeps price records read-only for everyone', async () => {
    const [record] = await all(COMPANY_RECORDS);
    for (const request of [
      () =>
        send(root, 'POST', COMPANY_RECORDS, { ownerId: record.ownerId, type: 'INIT', price: 1 }),
      () => send(root, 'PATCH', `${COMPANY_RECORDS}/${record.id}`, { price: 1 }),
      () => send(root, 'DELETE', `${COMPANY_RECORDS}/${record.id}`),
    ])
      await expectRefused(server, request, 403, 'errors.http.403');
  });

  it('keeps company cycles to the platform', async () => {
    const [cycle] = await all(COMPANY_CYCLES);
    await expectRefused(
      server,
      () => send(companyAdmin, 'PATCH', `${COMPANY_CYCLES}/${cycle.id}`, { levels: LEVELS }),
      403,
      'errors.http.403',
    );
  });
});

describe('an edit', () => {
  it('of the levels writes an UPDATE_CLIENT_PRICE record with the previous and new price', async () => {
    const [client] = await all('/api/clients', { clientCode: 'BK10005' });
    const start = await freeDay(CLIENT_CYCLES, client.id);
    const created = await send(root, 'POST', CLIENT_CYCLES, {
      ownerId: client.id,
      startDate: start,
      endDate: addDays(start, 30),
      priceType: 'FIXED',
      levels: LEVELS,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `${CLIENT_CYCLES}/${created.body.id}`;
    const cheaper = LEVELS.map((level) => ({ ...level, price: level.price - 1 }));
    const edited = await send(root, 'PATCH', path, { levels: cheaper });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.currentPrice).toBe(4);
    const records = await all(CLIENT_RECORDS, { ownerId: client.id });
    expect(records.find((record) => record.type === 'UPDATE_CLIENT_PRICE')).toMatchObject({
      previousPrice: 5,
      price: 4,
      createdBy: rootId,
    });
    // A stale version changes nothing.
    const stored = await storedState(server);
    const stale = await send(root, 'PATCH', path, {
      levels: LEVELS,
      version: created.body.version,
    });
    expect(stale.status).toBe(409);
    expect(await storedState(server)).toBe(stored);
  });

  it('moving a cycle onto another of its owner is refused', async () => {
    const { ownerId, start } = await companyWithFreeDates();
    const created = await send(root, 'POST', COMPANY_CYCLES, {
      ownerId,
      startDate: start,
      endDate: addDays(start, 5),
      levels: LEVELS,
    });
    expect(created.status).toBe(201);
    await expectRefused(
      server,
      () =>
        send(root, 'PATCH', `${COMPANY_CYCLES}/${created.body.id}`, {
          startDate: addDays(start, -400),
        }),
      400,
      'priceCycles.errors.overlap',
    );
  });
});

describe('the scheduler', () => {
  it('sets statuses as time passes and reprices a cycle whose update date has come', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'cycles-'));
    const now = testNow();
    const yesterday = addDays(TODAY, -1);
    const store = await openStore(join(folder, 'cycles.db'), {
      hooks: writeHooks,
      seed: () => ({
        companies: [{ id: 1, shortName: 'A', code: '10001' }],
        waybills: [
          {
            id: 1,
            trackingNumber: 'T1',
            companyId: 1,
            weight: 120,
            createdAt: new Date(now - 86_400_000).toISOString(),
          },
        ],
        'company-price-cycles': [
          {
            id: 1,
            ownerId: 1,
            startDate: addDays(TODAY, -10),
            endDate: addDays(TODAY, 20),
            status: 'PENDING',
            priceType: 'AUTO',
            currency: 'USD',
            levels: LEVELS,
            currentPrice: 5,
            nextUpdatePriceDate: yesterday,
          },
        ],
      }),
    });
    try {
      await priceCycleJob.run(store, new Date(now));
      const [cycle] = await store.all('company-price-cycles');
      expect(cycle).toMatchObject({ status: 'ACTIVE', currentPrice: 4.5 });
      expect(String(cycle.nextUpdatePriceDate) > TODAY).toBe(true);
      const records = await store.all('company-price-records');
      expect(records).toMatchObject([
        { ownerId: 1, type: 'UPDATE_PRICE', previousPrice: 5, price: 4.5 },
      ]);
      // Nothing more is due: a second run writes nothing.
      await priceCycleJob.run(store, new Date(now));
      expect((await store.all('company-price-cycles'))[0].version).toBe(cycle.version);
      expect(await store.count('company-price-records')).toBe(1);
    } finally {
      await store.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
