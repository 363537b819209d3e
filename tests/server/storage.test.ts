/**
 * The database the API keeps its records in (server/db): the first start seeds it with the demo
 * data, a restart over it seeds nothing again and finds every write, ids are never given twice,
 * and a write that fails half-way (or a seed that does) leaves nothing behind. What is stored is
 * read through a connection of the test's own (helpers/storedData.ts); with TEST_DATABASE_URL set
 * every server has a PostgreSQL schema of its own, else a SQLite file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { generateDataset } from '../../server/db/demoData/generate';
import { createApp, DEMO_DATASET } from '../../server/app';
import { collections } from '../../server/generated/collections';
import { startOfMinute } from '../../server/db/demoData/time';
import { readStored, runSql, storedState } from './helpers/storedData';
import {
  DEMO_PASSWORD,
  demoDataText,
  dropSchema,
  startTestServer,
  TEST_DATABASE_URL,
  testNow,
  type TestServer,
} from './helpers/testServer';
import { en } from './helpers/translate';
import type { Row } from './helpers/types';

const running: TestServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const start = async (options: Parameters<typeof startTestServer>[0] = {}) => {
  const server = await startTestServer(options);
  running.push(server);
  return server;
};

/** Stops the server keeping its database, and starts a new one over it. */
const restart = async (server: TestServer) => {
  await server.stop({ keep: true });
  running.splice(running.indexOf(server), 1);
  return start({ reuse: server });
};

const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'baraka-storage-'));
  folders.push(folder);
  return folder;
};

/**
 * Records as the database gives them back: a blank (null) field is left out, and each carries its
 * version, 1 as first stored.
 */
const withoutBlanks = (data: Record<string, Row[]>) =>
  Object.fromEntries(
    Object.entries(data).map(([collection, rows]) => [
      collection,
      rows.map((row) => ({
        ...Object.fromEntries(Object.entries(row).filter(([, v]) => v != null)),
        version: 1,
      })),
    ]),
  );

const json = (data: unknown): Record<string, Row[]> => JSON.parse(JSON.stringify(data));

describe('the first start', () => {
  it('seeds the demo data of the fixtures generator (seed 1, as of the minute of the start)', async () => {
    const started = testNow();
    const server = await start({ data: null });
    const moments = new Set([started, testNow()].map(startOfMinute));
    const stored = await readStored(server);
    expect(Object.keys(stored).sort()).toEqual(Object.keys(collections).sort());
    // The start may have crossed a minute: the data is that of one of the two.
    const candidates = [...moments].map((at) =>
      withoutBlanks(json(generateDataset({ ...DEMO_DATASET, at }))),
    );
    expect(Object.keys(candidates[0]).sort()).toEqual(Object.keys(collections).sort());
    expect(stored).toEqual(
      candidates.find((generated) => isDeepStrictEqual(generated, stored)) ?? candidates[0],
    );
    const login = await server.call('/api/auth/login', {
      method: 'POST',
      body: { username: 'root', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(200);
  }, 90_000);

  it('seeds the demo data file it is given, as it is', async () => {
    const server = await start();
    expect(await readStored(server)).toEqual(withoutBlanks(json(JSON.parse(demoDataText()))));
  });

  it('stops when the demo data is not JSON or not collections, seeding nothing', async () => {
    const folder = tempFolder();
    const seed = join(folder, 'seed.json');
    const database = TEST_DATABASE_URL ?? join(folder, 'baraka.db');
    // PostgreSQL: a schema of the test's own, dropped at the end.
    const schema = TEST_DATABASE_URL && `test_seed_${process.pid}_${Date.now()}`;
    const good = JSON.parse(demoDataText()) as Record<string, Row[]>;
    // The waybills go in first, then an unknown collection stops the seed half-way.
    const halfWay = JSON.stringify({ waybills: good.waybills, 'no-such-things': [{ id: 1 }] });
    for (const broken of ['{"waybills": [{"id": 1,', '[1, 2, 3]', halfWay]) {
      writeFileSync(seed, broken);
      await expect(createApp({ database, schema, seed }), broken.slice(0, 40)).rejects.toThrow();
      expect(readFileSync(seed, 'utf8')).toBe(broken);
    }
    // Nothing of it was kept: a start with good demo data seeds it, whole.
    writeFileSync(seed, demoDataText());
    const { store, close } = await createApp({
      database,
      schema,
      seed,
      clock: () => new Date(testNow()),
    });
    const server = { database, schema };
    try {
      expect(await store.count('waybills')).toBe(good.waybills.length);
      expect(await readStored(server)).toEqual(withoutBlanks(json(good)));
    } finally {
      await close();
      if (schema && TEST_DATABASE_URL) await dropSchema(TEST_DATABASE_URL, schema);
    }
  });
});

describe('a restart over the same database', () => {
  it('seeds nothing again and finds every write; sessions go on', async () => {
    const server = await start();
    const root = await server.login('root');
    const [patched, deleted] = (await readStored(server)).waybills;
    const write = (path: string, method: string, body?: unknown) =>
      server.call<Row>(path, { token: root, method, body });
    expect(
      (await write(`/api/waybills/${patched.id}`, 'PATCH', { comment: 'before restart' })).status,
    ).toBe(200);
    expect((await write(`/api/waybills/${deleted.id}`, 'DELETE')).status).toBe(200);
    const created = await write('/api/waybills', 'POST', { trackingNumber: 'BEFORE-RESTART-1' });
    expect(created.status).toBe(201);
    const before = await storedState(server);

    // Other demo data at the seed's place: seeding again would show it.
    writeFileSync(
      server.seedFile,
      JSON.stringify({ waybills: [{ id: 999999, trackingNumber: 'SEEDED-AGAIN' }] }),
    );
    const again = await restart(server);
    expect((await storedState(again)) === before).toBe(true);

    // The token of the first run still opens the API.
    const read = <T = Row>(path: string) => again.call<T>(path, { token: root });
    const shown = await read(`/api/waybills/${patched.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.comment).toBe('before restart');
    expect((await read(`/api/waybills/${deleted.id}`)).status).toBe(404);
    expect((await read(`/api/waybills/${created.body.id}`)).body).toEqual(created.body);
    const search = encodeURIComponent(JSON.stringify({ trackingNumber: 'SEEDED-AGAIN' }));
    expect((await read<Row[]>(`/api/waybills?s=${search}`)).body).toEqual([]);
    expect(await again.login('root')).toEqual(expect.any(String));
  });
});

describe('ids', () => {
  it('are never given twice: not after deleting the newest record, nor after a restart', async () => {
    let server = await start();
    let root = await server.login('root');
    const create = async (trackingNumber: string) => {
      const { status, body } = await server.call<Row>('/api/waybills', {
        token: root,
        method: 'POST',
        body: { trackingNumber },
      });
      expect(status, JSON.stringify(body)).toBe(201);
      return Number(body.id);
    };
    const remove = async (id: number) => {
      const { status } = await server.call(`/api/waybills/${id}`, {
        token: root,
        method: 'DELETE',
      });
      expect(status).toBe(200);
    };

    // The newest record of the demo data, deleted: its id is not given again.
    const newestSeeded = Math.max(
      ...(await readStored(server)).waybills.map((row) => Number(row.id)),
    );
    await remove(newestSeeded);
    const first = await create('IDS-NEW-1');
    expect(first).toBeGreaterThan(newestSeeded);
    // The newest created, deleted: the next one gets a new id.
    await remove(first);
    const second = await create('IDS-NEW-2');
    expect(second).toBeGreaterThan(first);
    await remove(second);

    server = await restart(server);
    root = await server.login('root');
    const third = await create('IDS-NEW-3');
    expect(third).toBeGreaterThan(second);
  });
});

/** A price no waybill has: the trigger below refuses to store it. */
const REFUSED_PRICE = 4321.5;
const REFUSE_PRICE = TEST_DATABASE_URL
  ? [
      `CREATE FUNCTION refuse_test_price() RETURNS trigger LANGUAGE plpgsql AS
         $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`,
      `CREATE TRIGGER refuse_test_price AFTER UPDATE ON waybills FOR EACH ROW
         WHEN (NEW."changePrice" = ${REFUSED_PRICE}) EXECUTE FUNCTION refuse_test_price()`,
    ]
  : [
      `CREATE TRIGGER refuse_test_price AFTER UPDATE ON waybills
         WHEN NEW."changePrice" = ${REFUSED_PRICE} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    ];
const ALLOW_PRICE = TEST_DATABASE_URL
  ? ['DROP TRIGGER refuse_test_price ON waybills', 'DROP FUNCTION refuse_test_price()']
  : ['DROP TRIGGER refuse_test_price'];

describe('a write of some fields', () => {
  it('stores what it changes and keeps the rest, and search finds the record by what is stored', async () => {
    const server = await start();
    const root = await server.login('root');
    const waybill = (await readStored(server)).waybills.find(
      (row) => typeof row.trackingNumber === 'string' && row.trackingNumber.length >= 8,
    ) as Row;
    const found = async (piece: string) => {
      const search = encodeURIComponent(JSON.stringify({ trackingNumber: piece }));
      const { body } = await server.call<Row[]>(`/api/waybills?s=${search}`, { token: root });
      return body.map((row) => row.id);
    };
    const patch = (body: Record<string, unknown>) =>
      server.call<Row>(`/api/waybills/${waybill.id}`, { token: root, method: 'PATCH', body });
    const oldPiece = String(waybill.trackingNumber).slice(1, 7);
    expect(await found(oldPiece)).toContain(waybill.id);

    const commented = await patch({ comment: 'only the comment' });
    expect(commented.status).toBe(200);
    const afterComment = (await readStored(server)).waybills.find((row) => row.id === waybill.id);
    expect(afterComment).toEqual(commented.body);
    expect(commented.body).toEqual({
      ...waybill,
      comment: 'only the comment',
      updatedAt: commented.body.updatedAt,
      version: Number(waybill.version) + 1,
    });
    expect(await found(oldPiece)).toContain(waybill.id);

    const renamed = await patch({ trackingNumber: 'RENAMED-4417-XQ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      ...commented.body,
      trackingNumber: 'RENAMED-4417-XQ',
      updatedAt: renamed.body.updatedAt,
      version: Number(commented.body.version) + 1,
    });
    expect(await found('4417-X')).toEqual([waybill.id]);
    expect(await found(String(waybill.trackingNumber))).not.toContain(waybill.id);
  });
});

describe('a write that fails half-way', () => {
  it('answers 500 without details, keeping what is stored and what is served as it was', async () => {
    const server = await start();
    const root = await server.login('root');
    // A request is decided by someone other than who asked, on a waybill not yet paid.
    const approver = await server.login('platform_root');
    const waybill = (await readStored(server)).waybills.find(
      (row) =>
        row.clientId != null && typeof row.finalFreight === 'number' && row.payStatus !== 'PAID',
    ) as Row;
    const requested = await server.call<Row>('/api/price-changes', {
      token: root,
      method: 'POST',
      body: { waybillId: waybill.id, newPrice: REFUSED_PRICE, reason: 'Agreed with the client' },
    });
    expect(requested.status).toBe(201);
    const approve = () =>
      server.call<Row>(`/api/price-changes/${requested.body.id}/approve`, {
        token: approver,
        method: 'POST',
      });
    const before = await storedState(server);

    // Approving writes the price change, then its waybill: the database refuses the second.
    await runSql(server, REFUSE_PRICE);
    const failed = await approve();
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: en('errors.http.500') });
    expect((await storedState(server)) === before).toBe(true);
    const shown = await server.call<Row>(`/api/price-changes/${requested.body.id}`, {
      token: root,
    });
    expect(shown.body).toEqual(requested.body);
    const approved = encodeURIComponent(
      JSON.stringify({ status: 'APPROVED', id: [requested.body.id] }),
    );
    expect(
      (await server.call<Row[]>(`/api/price-changes?s=${approved}`, { token: root })).body,
    ).toEqual([]);
    const waybillShown = await server.call<Row>(`/api/waybills/${waybill.id}`, { token: root });
    expect(waybillShown.body.finalFreight).toBe(waybill.finalFreight);

    // Once the database takes it again, the same request is stored whole.
    await runSql(server, ALLOW_PRICE);
    const saved = await approve();
    expect(saved.status).toBe(200);
    const stored = await readStored(server);
    expect(stored['price-changes'].find((row) => row.id === requested.body.id)).toMatchObject({
      status: 'APPROVED',
    });
    expect(stored.waybills.find((row) => row.id === waybill.id)).toMatchObject({
      changePrice: REFUSED_PRICE,
      finalFreight: REFUSED_PRICE,
    });
  });
});
