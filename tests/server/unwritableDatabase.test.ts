/**
 * A SQLite file the server may read but not write (its permissions, in a folder it may write): the
 * server refuses to start, saying so, instead of starting and answering 500 to every login. The
 * real server in a child process; as root, whom file permissions do not stop, the child runs as
 * the unprivileged user `nobody`.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { testNow } from './helpers/testServer';

const SCRIPT = fileURLToPath(new URL('./helpers/serverProcess.ts', import.meta.url));
const NOBODY = 65534;
/** Starting a child (tsx, the app) is slow on a busy machine. */
const TIMEOUT_MS = 120_000;

const folder = mkdtempSync(join(tmpdir(), 'baraka-readonly-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function start(database: string): Promise<{ code: number | null; output: string }> {
  const asRoot = process.getuid?.() === 0;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SCRIPT, database, join(folder, 'no-seed.json'), String(testNow())],
    { stdio: ['ignore', 'pipe', 'pipe'], ...(asRoot && { uid: NOBODY, gid: NOBODY }) },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    // It should never get this far; if it does, it is stopped and the test sees why.
    if (output.includes('listening')) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('a database file the server cannot write', () => {
  it(
    'stops the start with a message naming the file',
    async () => {
      // The folder is the server's to write (its log files go there); the file is not.
      chmodSync(folder, 0o777);
      const database = join(folder, 'baraka.db');
      const made = new SQLite(database);
      made.exec('CREATE TABLE "kept" ("x")');
      made.close();
      chmodSync(database, 0o444);

      const { code, output } = await start(database);

      expect(output).not.toContain('listening');
      expect(code).toBe(1);
      expect(output).toContain(`The database ${database} cannot be written`);
      expect(output).toContain('write permission');
    },
    TIMEOUT_MS,
  );
});
