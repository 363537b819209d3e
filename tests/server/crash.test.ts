/**
 * Durability of acknowledged writes: the real server in a child process is killed with SIGKILL
 * right after (or in the middle of) a burst of writes, then started again over the same files;
 * every write it had answered is there. A SIGTERM shuts it down cleanly into the data file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoDataText } from './helpers/testServer';
import type { Row } from './helpers/types';

const SCRIPT = fileURLToPath(new URL('./helpers/serverProcess.ts', import.meta.url));
/** Starting a child (tsx, the app, scrypt logins) is slow on a busy machine. */
const TIMEOUT_MS = 120_000;

interface Child {
  process: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'baraka-crash-'));
  folders.push(folder);
  writeFileSync(join(folder, 'db.json'), demoDataText());
  return folder;
}

async function startChild(dataFile: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, dataFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${child.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function login(child: Child): Promise<string> {
  const answer = await call<{ token: string }>(child, '/api/auth/login', undefined, 'POST', {
    username: 'root',
    password: DEMO_PASSWORD,
  });
  return answer.body.token;
}

async function kill(child: Child): Promise<void> {
  child.process.kill('SIGKILL');
  expect(await child.exited).toBeNull();
}

const waybills = (): Row[] => JSON.parse(demoDataText()).waybills;

describe('after kill -9', () => {
  it(
    'keeps every write answered just before: creates, patches and deletes',
    async () => {
      const dataFile = join(dataFolder(), 'db.json');
      const first = await startChild(dataFile);
      const token = await login(first);
      const stored = waybills();
      const patched = stored.slice(0, 30);
      const deleted = stored.slice(30, 40);
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

      const second = await startChild(dataFile);
      const again = await login(second);
      for (const { body } of [...creates, ...patches])
        expect((await call(second, `/api/waybills/${body.id}`, again)).body).toEqual(body);
      for (const row of deleted)
        expect((await call(second, `/api/waybills/${row.id}`, again)).status).toBe(404);
    },
    TIMEOUT_MS,
  );

  it(
    'keeps every write answered before the kill in the middle of a burst',
    async () => {
      const dataFile = join(dataFolder(), 'db.json');
      const first = await startChild(dataFile);
      const token = await login(first);
      const targets = waybills().slice(0, 120);
      const answered: Row[] = [];
      await Promise.allSettled(
        targets.map((row, index) =>
          call(first, `/api/waybills/${row.id}`, token, 'PATCH', {
            comment: `burst ${index}`,
          }).then((answer) => {
            expect(answer.status).toBe(200);
            answered.push(answer.body);
            // Killed as soon as a third of the writes are answered: the rest are in flight.
            if (answered.length === 40) first.process.kill('SIGKILL');
          }),
        ),
      );
      expect(await first.exited).toBeNull();
      expect(answered.length).toBeGreaterThanOrEqual(40);

      const second = await startChild(dataFile);
      const again = await login(second);
      for (const body of answered)
        expect((await call(second, `/api/waybills/${body.id}`, again)).body).toEqual(body);
    },
    TIMEOUT_MS,
  );
});

describe('SIGTERM', () => {
  it(
    'waits for the writes and compacts the journal into the data file',
    async () => {
      const folder = dataFolder();
      const dataFile = join(folder, 'db.json');
      const child = await startChild(dataFile);
      const token = await login(child);
      const target = waybills()[0];
      const patched = await call(child, `/api/waybills/${target.id}`, token, 'PATCH', {
        comment: 'shut down cleanly',
      });
      expect(patched.status).toBe(200);
      child.process.kill('SIGTERM');
      expect(await child.exited).toBe(0);
      const data = JSON.parse(readFileSync(dataFile, 'utf8'));
      expect(data.waybills.find((row: Row) => row.id === target.id)).toEqual(patched.body);
      expect(readdirSync(folder).filter((name) => name.includes('journal'))).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
