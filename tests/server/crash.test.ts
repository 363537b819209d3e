/**
 * Durability of acknowledged writes: the real server in a child process, over a SQLite database
 * file, is killed with SIGKILL right after (or in the middle of) a burst of writes, then started
 * again over the same database: the file passes SQLite's integrity check, every write it had
 * answered is there, and the server answers normally (logins, lists, new writes with new ids). The
 * audit log survives with the data: every answered write has its entry, and the entries and the
 * records agree (a write that committed unanswered has its entry, one that never committed has
 * none). A SIGTERM shuts it down cleanly, its writes stored.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { readStored } from './helpers/storedData';
import { DEMO_PASSWORD, demoDataText, testNow } from './helpers/testServer';
import type { Row } from './helpers/types';

const SCRIPT = fileURLToPath(new URL('./helpers/serverProcess.ts', import.meta.url));
/** Starting a child (tsx, the app, scrypt logins) is slow on a busy machine. */
const TIMEOUT_MS = 120_000;

interface Child {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** A database file and the demo data it is seeded with on the first start. */
interface Place {
  database: string;
  seed: string;
}

const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newPlace(): Place {
  const folder = mkdtempSync(join(tmpdir(), 'baraka-crash-'));
  folders.push(folder);
  const seed = join(folder, 'seed.json');
  writeFileSync(seed, demoDataText());
  return { database: join(folder, 'baraka.db'), seed };
}

async function startChild({ database, seed }: Place): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SCRIPT, database, seed, String(testNow())],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening (\d+)/.exec(output);
      if (found) resolve(found[1]);
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  return { process: child, url: `http://127.0.0.1:${port}`, exited };
}

async function call<T = Row>(
  child: Child,
  path: string,
  token?: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: T }> {
  const response = await fetch(`${child.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

async function login(child: Child): Promise<string> {
  const answer = await call<{ token: string }>(child, '/api/auth/login', undefined, 'POST', {
    username: 'root',
    password: DEMO_PASSWORD,
  });
  expect(answer.status).toBe(200);
  return answer.body.token;
}

async function kill(child: Child): Promise<void> {
  child.process.kill('SIGKILL');
  expect(await child.exited).toBeNull();
}

/** SQLite's own check of the file, through a connection of the test's own. */
function integrityCheck(database: string): unknown {
  const connection = new SQLite(database);
  try {
    return connection.pragma('integrity_check', { simple: true });
  } finally {
    connection.close();
  }
}

/** After a restart: lists answer with their totals, and a new waybill gets an id never given. */
async function expectAnswersNormally(child: Child, token: string, idsGiven: Row['id'][]) {
  const list = await call<Row[]>(child, '/api/waybills?range=[0,9]', token);
  expect(list.status).toBe(200);
  expect(list.body).toHaveLength(10);
  expect(list.headers.get('content-range')).toMatch(/^waybills 0-9\/\d+$/);
  const created = await call(child, '/api/waybills', token, 'POST', {
    trackingNumber: 'AFTER-RESTART-1',
  });
  expect(created.status).toBe(201);
  expect(Number(created.body.id)).toBeGreaterThan(Math.max(...idsGiven.map(Number)));
}

const waybills = (): Row[] => JSON.parse(demoDataText()).waybills;

/** Seeded waybills no price change or feedback names: those a delete may remove (docs/api.md). */
function unnamedWaybills(): Row[] {
  const data = JSON.parse(demoDataText()) as Record<string, Row[]>;
  const named = new Set(
    [...data['price-changes'], ...data.feedbacks].map((row) => String(row.waybillId)),
  );
  return data.waybills.filter((row) => !named.has(String(row.id)));
}

interface AuditEntry {
  action: string;
  entity: string;
  recordId: number;
  username: string;
  changes: Record<string, { before?: unknown; after?: unknown }>;
}

/** The audit log as a restarted server answers it to ROOT, oldest first. */
async function auditLog(child: Child, token: string): Promise<AuditEntry[]> {
  const answer = await call<AuditEntry[]>(
    child,
    `/api/audit-log?sort=${encodeURIComponent('["id","ASC"]')}`,
    token,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The entries of one waybill write: `action` on `recordId`. */
const entriesFor = (log: AuditEntry[], action: string, recordId: Row['id']) =>
  log.filter(
    (entry) =>
      entry.entity === 'waybill' && entry.action === action && entry.recordId === Number(recordId),
  );

describe('after kill -9', () => {
  it(
    'keeps every write answered just before: creates, patches and deletes',
    async () => {
      const place = newPlace();
      const first = await startChild(place);
      const token = await login(first);
      const seeded = waybills();
      const patched = seeded.slice(0, 30);
      const deleted = unnamedWaybills()
        .filter((row) => !patched.some((kept) => kept.id === row.id))
        .slice(0, 10);
      const [creates, patches, deletes] = await Promise.all([
        Promise.all(
          Array.from({ length: 20 }, (_, index) =>
            call(first, '/api/waybills', token, 'POST', { trackingNumber: `KILLED-${index}` }),
          ),
        ),
        Promise.all(
          patched.map((row, index) =>
            call(first, `/api/waybills/${row.id}`, token, 'PATCH', { comment: `kept ${index}` }),
          ),
        ),
        Promise.all(deleted.map((row) => call(first, `/api/waybills/${row.id}`, token, 'DELETE'))),
      ]);
      await kill(first);
      expect(creates.map((answer) => answer.status)).toEqual(creates.map(() => 201));
      expect(patches.map((answer) => answer.status)).toEqual(patches.map(() => 200));
      expect(deletes.map((answer) => answer.status)).toEqual(deletes.map(() => 200));

      expect(integrityCheck(place.database)).toBe('ok');
      const second = await startChild(place);
      const again = await login(second);
      for (const { body } of [...creates, ...patches])
        expect((await call(second, `/api/waybills/${body.id}`, again)).body).toEqual(body);
      for (const row of deleted)
        expect((await call(second, `/api/waybills/${row.id}`, again)).status).toBe(404);

      // One entry for each answered write, by its author. Besides, a deleted parcel's money pays
      // its client's other parcels (the client settlement): their pay fields (and the cashback
      // that follows them) are updated by the same write; the figures of the boxes the deleted
      // waybills were in have theirs.
      const log = await auditLog(second, again);
      const written = new Set(
        [...creates.map(({ body }) => body), ...patched, ...deleted].map((row) => Number(row.id)),
      );
      const waybillEntries = log.filter((entry) => entry.entity === 'waybill');
      expect(waybillEntries.filter((entry) => written.has(entry.recordId))).toHaveLength(
        creates.length + patches.length + deletes.length,
      );
      const settled = new Set([
        'payStatus',
        'payAmount',
        'payAt',
        'paymentMethod',
        'cashbackRate',
        'cashback',
      ]);
      const payingClients = new Set(deleted.map((row) => row.clientId));
      for (const entry of waybillEntries.filter((entry) => !written.has(entry.recordId))) {
        expect(entry).toMatchObject({ action: 'update', username: 'root' });
        expect(Object.keys(entry.changes).filter((field) => !settled.has(field))).toEqual([]);
        const owner = seeded.find((row) => row.id === entry.recordId)?.clientId;
        expect(payingClients.has(owner)).toBe(true);
      }
      for (const entry of log.filter((entry) => entry.entity !== 'waybill'))
        expect(entry).toMatchObject({ action: 'update', username: 'root' });
      for (const [index, { body }] of creates.entries())
        expect(entriesFor(log, 'create', body.id)).toMatchObject([
          { username: 'root', changes: { trackingNumber: { after: `KILLED-${index}` } } },
        ]);
      for (const [index, row] of patched.entries())
        expect(entriesFor(log, 'update', row.id)).toMatchObject([
          { username: 'root', changes: { comment: { after: `kept ${index}` } } },
        ]);
      for (const row of deleted)
        expect(entriesFor(log, 'delete', row.id)).toMatchObject([
          { changes: { trackingNumber: { before: row.trackingNumber } } },
        ]);
      const idsGiven = [...seeded, ...creates.map(({ body }) => body)].map((row) => row.id);
      await expectAnswersNormally(second, again, idsGiven);
    },
    TIMEOUT_MS,
  );

  it(
    'keeps every write answered before the kill in the middle of a burst',
    async () => {
      const place = newPlace();
      const first = await startChild(place);
      const token = await login(first);
      const targets = waybills().slice(0, 120);
      const answered: Row[] = [];
      const created: Row[] = [];
      await Promise.allSettled(
        targets.map(async (row, index) => {
          // Every other write a new waybill, the rest edits.
          const answer =
            index % 2 === 0
              ? await call(first, `/api/waybills/${row.id}`, token, 'PATCH', {
                  comment: `burst ${index}`,
                })
              : await call(first, '/api/waybills', token, 'POST', {
                  trackingNumber: `BURST-${index}`,
                });
          expect(answer.status).toBe(index % 2 === 0 ? 200 : 201);
          answered.push(answer.body);
          if (index % 2 === 1) created.push(answer.body);
          // Killed as soon as a third of the writes are answered: the rest are in flight.
          if (answered.length === 40) first.process.kill('SIGKILL');
        }),
      );
      expect(await first.exited).toBeNull();
      expect(answered.length).toBeGreaterThanOrEqual(40);

      expect(integrityCheck(place.database)).toBe('ok');
      const second = await startChild(place);
      const again = await login(second);
      for (const body of answered)
        expect((await call(second, `/api/waybills/${body.id}`, again)).body).toEqual(body);

      // The log and the records agree write by write, answered or not: an edit or a new waybill
      // that is stored has exactly one entry, one that is not stored has none.
      const log = await auditLog(second, again);
      const stored = (await readStored({ database: place.database })).waybills;
      let committed = 0;
      for (const [index, row] of targets.entries()) {
        if (index % 2 === 0) {
          const edited =
            stored.find((record) => record.id === row.id)?.comment === `burst ${index}`;
          const entries = entriesFor(log, 'update', row.id);
          expect(entries, `edit ${index}`).toHaveLength(edited ? 1 : 0);
          if (edited) expect(entries[0].changes.comment).toMatchObject({ after: `burst ${index}` });
          committed += edited ? 1 : 0;
        } else {
          const made = stored.find((record) => record.trackingNumber === `BURST-${index}`);
          const entries = made ? entriesFor(log, 'create', made.id) : [];
          expect(entries, `create ${index}`).toHaveLength(made ? 1 : 0);
          committed += made ? 1 : 0;
        }
      }
      expect(committed).toBeGreaterThanOrEqual(answered.length);
      expect(log.filter((entry) => entry.entity === 'waybill')).toHaveLength(committed);
      await expectAnswersNormally(
        second,
        again,
        [...waybills(), ...created].map((row) => row.id),
      );
    },
    TIMEOUT_MS,
  );
});

describe('SIGTERM', () => {
  it(
    'lets the server stop cleanly with its writes stored',
    async () => {
      const place = newPlace();
      const child = await startChild(place);
      const token = await login(child);
      const target = waybills()[0];
      const patched = await call(child, `/api/waybills/${target.id}`, token, 'PATCH', {
        comment: 'shut down cleanly',
      });
      expect(patched.status).toBe(200);
      child.process.kill('SIGTERM');
      expect(await child.exited).toBe(0);
      expect(integrityCheck(place.database)).toBe('ok');
      const stored = await readStored({ database: place.database });
      expect(stored.waybills.find((row) => row.id === target.id)).toEqual(patched.body);
    },
    TIMEOUT_MS,
  );
});
