import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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

/**
 * The production build and the demo API, started as `npm start` starts them, on a free port
 * with a new database seeded from the fixtures. `dist/`, `dist-ssr/` and `dist-server/` must be
 * built (npm run test:e2e does it).
 */
export async function startDemoServer(
  /** More environment for the server (SMS_FAILURE_RATE, SMS_DELAY_MS). */
  env: Record<string, string> = {},
): Promise<DemoServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'baraka-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--enable-source-maps',
      join(ROOT, 'dist-server/index.mjs'),
      '--port',
      String(port),
      '--database',
      join(dataDir, 'baraka.db'),
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
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`demo server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
