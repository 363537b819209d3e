/**
 * The journal next to the data file, over real HTTP: what an acknowledged write leaves on disk,
 * how a start replays it (in order, skipping what the data file holds, ignoring a torn last
 * line, refusing a damaged one, setting aside a journal of another data file), compaction into
 * the data file, a failed append, and reads answered while a write is on its way to the disk.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { saveChanges } from '../../server/actions/saveChanges';
import { createApp } from '../../server/app';
import { collections } from '../../server/generated/collections';
import { findRecord } from '../../server/resources/findRecord';
import { journalPath } from '../../server/storage/journalFiles';
import { closeDatabase, openDatabase, storeOf } from '../../server/storage/openDatabase';
import { readStored, storedBytes } from './helpers/storedData';
import { demoDataText, startTestServer, type TestServer } from './helpers/testServer';
import type { Row } from './helpers/types';

const running: TestServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) {
    await closeDatabase(server.dataFile);
    await server.stop();
  }
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const start = async (options: Parameters<typeof startTestServer>[0] = {}) => {
  const server = await startTestServer(options);
  running.push(server);
  return server;
};

const demoData = (): Record<string, Row[]> => JSON.parse(demoDataText());
const fileData = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const journalFiles = (server: TestServer) =>
  readdirSync(server.folder).filter((name) => name.startsWith('db.json.journal'));
const lines = (...items: unknown[]) => items.map((item) => `${JSON.stringify(item)}\n`).join('');
const upsert = (record: Row) => ({ collection: 'waybills', upsert: record });

async function get<T = Row>(server: TestServer, token: string, path: string) {
  return server.call<T>(path, { token });
}

describe('an acknowledged write', () => {
  it('is in the journal when answered; the data file takes it only when compacted', async () => {
    const server = await start();
    const root = await server.login('root');
    const dataBefore = readFileSync(server.dataFile);
    const target = demoData().waybills[0];
    const patched = await server.call<Row>(`/api/waybills/${target.id}`, {
      token: root,
      method: 'PATCH',
      body: { comment: 'journaled' },
    });
    expect(patched.status).toBe(200);
    expect(readFileSync(server.dataFile).equals(dataBefore)).toBe(true);
    expect(journalFiles(server)).toEqual(['db.json.journal']);
    const [header, entry] = readFileSync(journalPath(server.dataFile), 'utf8').trim().split('\n');
    expect(JSON.parse(header)).toEqual({ lineage: expect.any(String) });
    expect(JSON.parse(entry)).toEqual({ seq: 1, ops: [upsert(patched.body)] });

    // A clean shutdown compacts: the data file holds it, and the journal is gone.
    await closeDatabase(server.dataFile);
    const data = fileData(server.dataFile);
    expect(data.$journal).toEqual({ lineage: JSON.parse(header).lineage, seq: 1 });
    expect(data.waybills.find((row: Row) => row.id === target.id)).toEqual(patched.body);
    expect(journalFiles(server)).toEqual([]);
  });
});

describe('a start', () => {
  it('replays the journal entries the data file lacks, set-aside files first', async () => {
    const data = demoData();
    const [one, two, three, gone] = data.waybills;
    const snapshot = { $journal: { lineage: 'L1', seq: 2 }, ...data };
    const server = await start({
      data: JSON.stringify(snapshot),
      files: {
        // Left by a compaction that did not finish: entries 1 and 2 are in the data file already.
        'db.json.journal.3': lines(
          { lineage: 'L1' },
          { seq: 1, ops: [upsert({ ...one, comment: 'old one' })] },
          { seq: 2, ops: [upsert({ ...two, comment: 'old two' })] },
          { seq: 3, ops: [upsert({ ...three, comment: 'three' })] },
        ),
        'db.json.journal': lines(
          { lineage: 'L1' },
          { seq: 4, ops: [{ collection: 'waybills', delete: gone.id }] },
          { seq: 5, ops: [upsert({ ...one, id: 99999, trackingNumber: 'REPLAYED-1' })] },
        ),
      },
    });
    const root = await server.login('root');
    expect((await get(server, root, `/api/waybills/${one.id}`)).body).toEqual(one);
    expect((await get(server, root, `/api/waybills/${two.id}`)).body).toEqual(two);
    expect((await get(server, root, `/api/waybills/${three.id}`)).body.comment).toBe('three');
    expect((await get(server, root, `/api/waybills/${gone.id}`)).status).toBe(404);
    const found = await get<Row[]>(
      server,
      root,
      `/api/waybills?s=${encodeURIComponent('{"trackingNumber":"REPLAYED-1"}')}`,
    );
    expect(found.body.map((row) => row.id)).toEqual([99999]);
    // Replayed entries are written into the data file at once, and the journal files go.
    expect(fileData(server.dataFile).$journal).toEqual({ lineage: 'L1', seq: 5 });
    expect(journalFiles(server)).toEqual([]);
  });

  it('leaves out a last line cut short by a crash', async () => {
    const data = demoData();
    const [one, two] = data.waybills;
    const server = await start({
      data: JSON.stringify({ $journal: { lineage: 'L1', seq: 0 }, ...data }),
      files: {
        'db.json.journal': `${lines(
          { lineage: 'L1' },
          { seq: 1, ops: [upsert({ ...one, comment: 'whole' })] },
        )}{"seq":2,"ops":[{"collection":"waybills","upsert":{"id":${two.id},"comm`,
      },
    });
    const root = await server.login('root');
    expect((await get(server, root, `/api/waybills/${one.id}`)).body.comment).toBe('whole');
    expect((await get(server, root, `/api/waybills/${two.id}`)).body).toEqual(two);
  });

  it('refuses a journal damaged before its last line, and leaves it as it was', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'baraka-journal-'));
    folders.push(folder);
    const dataFile = join(folder, 'db.json');
    const data = demoData();
    writeFileSync(dataFile, JSON.stringify({ $journal: { lineage: 'L1', seq: 0 }, ...data }));
    const journal = lines({ lineage: 'L1' }, 'not an entry', {
      seq: 2,
      ops: [upsert({ ...data.waybills[0], comment: 'after the damage' })],
    });
    writeFileSync(journalPath(dataFile), journal);
    await expect(createApp({ dataFile })).rejects.toThrow(/journal .* is damaged at line 2/);
    expect(readFileSync(journalPath(dataFile), 'utf8')).toBe(journal);
  });

  it('sets aside, unreplayed, a journal left by another data file', async () => {
    const data = demoData();
    const [one] = data.waybills;
    const server = await start({
      data: JSON.stringify({ $journal: { lineage: 'L1', seq: 0 }, ...data }),
      files: {
        'db.json.journal': lines(
          { lineage: 'L0' },
          { seq: 1, ops: [upsert({ ...one, comment: 'from elsewhere' })] },
        ),
      },
    });
    const root = await server.login('root');
    expect((await get(server, root, `/api/waybills/${one.id}`)).body).toEqual(one);
    expect(journalFiles(server)).toEqual([expect.stringMatching(/^db\.json\.journal\.foreign-/)]);
  });
});

describe('compaction', () => {
  it('runs in the background past its threshold, keeping every write, also those made meanwhile', async () => {
    const server = await start();
    // The server's database, opened first with a threshold that any append passes.
    await closeDatabase(server.dataFile);
    await openDatabase(server.dataFile, Object.keys(collections), { compactAfterBytes: 1 });
    const { app } = await createApp({ dataFile: server.dataFile });
    const restarted = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => restarted.once('listening', resolve));
    const url = `http://127.0.0.1:${(restarted.address() as { port: number }).port}`;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'root', password: 'demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const targets = demoData().waybills.slice(0, 40);
    const answers = await Promise.all(
      targets.map((row, index) =>
        fetch(`${url}/api/waybills/${row.id}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ comment: `compacted ${index}` }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200));
    await new Promise<void>((resolve) => restarted.close(() => resolve()));

    await closeDatabase(server.dataFile);
    const data = fileData(server.dataFile);
    expect(data.$journal.seq).toBe(targets.length);
    expect(journalFiles(server)).toEqual([]);
    const comments = new Map(data.waybills.map((row: Row) => [row.id, row.comment]));
    expect(targets.map((row) => comments.get(row.id))).toEqual(
      targets.map((_row, index) => `compacted ${index}`),
    );
  });
});

describe('a failed append', () => {
  it('answers 500 to that write and to those made after it, and undoes them all', async () => {
    const server = await start();
    const root = await server.login('root');
    const targets = demoData().waybills.slice(0, 3);
    mkdirSync(journalPath(server.dataFile));
    const writes = await Promise.all([
      ...targets.map((row) =>
        server.call(`/api/waybills/${row.id}`, {
          token: root,
          method: 'PATCH',
          body: { comment: 'lost' },
        }),
      ),
      server.call('/api/waybills', {
        token: root,
        method: 'POST',
        body: { trackingNumber: 'LOST-CREATE-1' },
      }),
    ]);
    expect(writes.map((write) => write.status)).toEqual([500, 500, 500, 500]);
    for (const row of targets)
      expect((await get(server, root, `/api/waybills/${row.id}`)).body).toEqual(row);
    const created = await get<Row[]>(
      server,
      root,
      `/api/waybills?s=${encodeURIComponent('{"trackingNumber":"LOST-CREATE-1"}')}`,
    );
    expect(created.body).toEqual([]);

    rmSync(journalPath(server.dataFile), { recursive: true });
    const retried = await server.call('/api/waybills', {
      token: root,
      method: 'POST',
      body: { trackingNumber: 'LOST-CREATE-1' },
    });
    expect(retried.status).toBe(201);
    expect(readStored(server.dataFile).waybills.at(-1)).toEqual(retried.body);
  });
});

describe('a transaction that cannot apply', () => {
  it('changes nothing, in memory or on disk', async () => {
    const server = await start();
    const root = await server.login('root');
    const db = await openDatabase(server.dataFile, Object.keys(collections));
    const [first, second] = demoData().waybills;
    const stored = findRecord(db, 'waybills', first.id) as Row;
    const before = storedBytes(server.dataFile);
    // The insert reuses an id: the whole transaction is refused, the update with it too.
    await expect(
      saveChanges(
        db,
        [{ record: stored, changes: { comment: 'half done' } }],
        [{ collection: 'waybills', record: { ...second, trackingNumber: 'TWIN-1' } }],
      ),
    ).rejects.toThrow(/already has id/);
    expect((await get(server, root, `/api/waybills/${first.id}`)).body).toEqual(first);
    expect(storedBytes(server.dataFile).equals(before)).toBe(true);
  });
});

describe('reads', () => {
  it('are answered while a write is on its way to the disk', async () => {
    const server = await start();
    const root = await server.login('root');
    const store = storeOf(await openDatabase(server.dataFile, Object.keys(collections)));
    // One transaction of some 30 MB: its append and fdatasync take a while.
    const note = 'x'.repeat(1500);
    const big = Array.from({ length: 20_000 }, (_, index) => ({
      collection: 'load-test',
      insert: { id: index + 1, note },
    }));
    const finished: string[] = [];
    const write = store.commit(big).then(() => finished.push('write'));
    const read = get<Row[]>(server, root, '/api/waybills?range=[0,9]').then((answer) => {
      finished.push('read');
      return answer;
    });
    const [, answer] = await Promise.all([write, read]);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(10);
    expect(finished).toEqual(['read', 'write']);
  });
});
