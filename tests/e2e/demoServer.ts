import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface DemoServer {
  url: string;
  stop(): Promise<void>;
}

/** A running server process on its port, and what it printed. */
interface ServerProcess {
  url: string;
  child: ChildProcess;
}

/** Spawns the built API as `npm start` runs it, over `database`, and waits until it answers. */
async function spawnServer(database: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      join(ROOT, 'dist-server/index.mjs'),
      '--port',
      String(port),
      '--database',
      database,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`demo server exited: ${output}`);
    try {
      const response = await fetch(`${url}/login`);
      if (response.ok) return { url, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`demo server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Seeds a demo database once, as the server's first start does, and stops: each browser test
 * file's server starts over a copy of it (seeding takes seconds; opening a copy a fraction).
 * Returns the seeded file and a function that removes it.
 */
export async function seedDemoDatabase(): Promise<{ file: string; remove(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'baraka-e2e-seed-'));
  const file = join(dataDir, 'baraka.db');
  const server = await spawnServer(file, {});
  // The server closes the database on SIGTERM, which folds its write-ahead log into the file.
  await stopServer(server.child);
  if (existsSync(`${file}-wal`)) throw new Error('the seeded database kept a write-ahead log');
  return { file, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * The production build and the demo API, started as `npm start` starts them, on a free port
 * over a new copy of the seeded demo database (seedDemoDatabase, the browser tests' global
 * set-up). `dist/`, `dist-ssr/` and `dist-server/` must be built (npm run test:e2e does it).
 */
export async function startDemoServer(
  /** More environment for the server (SMS_FAILURE_RATE, SMS_DELAY_MS). */
  env: Record<string, string> = {},
): Promise<DemoServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'baraka-e2e-'));
  const database = join(dataDir, 'baraka.db');
  copyFileSync(inject('seededDemoDatabase'), database);
  const server = await spawnServer(database, env);
  return {
    url: server.url,
    stop: async () => {
      await stopServer(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
