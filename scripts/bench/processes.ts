/**
 * The two servers under test, each a child process on its own free port: the demo API as
 * `npm start` runs it over a SQLite database, and plain json-server on a copy of the same data
 * as a JSON file.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { ROOT } from './paths';
import { cpuSeconds, rssMb } from './procfs';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Seconds from spawn until the server's first successful HTTP answer. */
  startSeconds: number;
  /** CPU seconds the process used until then (the rest of startSeconds it waited for a core). */
  startCpuSeconds: number;
  /** Resident memory (MB) right after that first answer. */
  rssAfterStartMb: number;
  stop(): Promise<void>;
}

/** What the bench asks a starting server until it answers, and which answer counts as up. */
interface Probe {
  path: string;
  headers?: Record<string, string>;
  /** Any other HTTP status is a failed start (a wrong token must not read as "still starting"). */
  ok(status: number): boolean;
}

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

const STARTUP_TIMEOUT_MS = 180_000;
/** Polling interval while a server starts: the start-up figure is this precise. */
const POLL_MS = 20;

async function startProcess(
  args: string[],
  port: number,
  probe: Probe,
  env: NodeJS.ProcessEnv,
  timeoutMs = STARTUP_TIMEOUT_MS,
): Promise<ServerProcess> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // Both servers listen on `localhost`, whichever address family it resolves to here.
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited: ${output}`);
    let status: number | undefined;
    try {
      const response = await fetch(url + probe.path, { headers: probe.headers });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      // not listening yet
    }
    if (status !== undefined) {
      if (probe.ok(status)) break;
      await stop();
      throw new Error(`${args.join(' ')} answered ${probe.path} with HTTP ${status}: ${output}`);
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`${args.join(' ')} did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  const startSeconds = (performance.now() - started) / 1000;
  const pid = child.pid;
  if (pid === undefined) throw new Error('spawned without a pid');
  return {
    url,
    pid,
    startSeconds,
    startCpuSeconds: cpuSeconds(pid),
    rssAfterStartMb: rssMb(pid),
    stop,
  };
}

/**
 * What `npm start` builds before it starts: the app in dist/, its page renderer in dist-ssr/ and
 * the server in dist-server/.
 */
export function buildAsNpmStart(): void {
  for (const script of ['codegen', 'build:server'])
    execFileSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('npm', ['run', '--silent', 'build:ssr', '--', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

export interface OurServerOptions {
  /** Demo data for a new database (the seeding start); without it the database must be seeded. */
  seed?: string;
  /** A token of the database's users: up = `GET /api/user/info` answered 200 with it. */
  token?: string;
  timeoutMs?: number;
}

/**
 * The demo API as `npm start` starts it, over the database `database`. Node runs the server
 * itself (tsx as a loader, not its CLI, which would fork a second process): the pid is the one
 * whose memory counts.
 */
export async function startOurServer(
  database: string,
  options: OurServerOptions,
): Promise<ServerProcess> {
  const port = await freePort();
  const { token } = options;
  return startProcess(
    [
      'dist-server/index.mjs',
      '--port',
      String(port),
      '--database',
      database,
      ...(options.seed === undefined ? [] : ['--seed', options.seed]),
    ],
    port,
    token === undefined
      ? // No token yet (the seeding start): the API's 401 shows it is up.
        { path: '/api/user/info', ok: (status) => status === 401 }
      : {
          path: '/api/user/info',
          headers: { Authorization: `Bearer ${token}`, source: 'ADMIN_WEB' },
          ok: (status) => status === 200,
        },
    { NODE_ENV: 'production' },
    options.timeoutMs,
  );
}

/** json-server 0.17 alone, as a plain react-admin back end would use it. */
export async function startJsonServer(
  dataFile: string,
  extraArgs: readonly string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  return startProcess(
    [
      join(ROOT, 'node_modules/json-server/lib/cli/bin.js'),
      dataFile,
      '--port',
      String(port),
      '--quiet',
      ...extraArgs,
    ],
    port,
    // Its home page, served once the data file is loaded.
    { path: '/', ok: (status) => status === 200 },
    {},
  );
}

/**
 * The plain react-admin peer (peer/main.tsx, built into `appDir`) and its data, as such an app is
 * served: json-server on the JSON file, with the built app as its static files and the
 * middleware that reads ra-data-simple-rest's list query (peer/simpleRest.cjs).
 */
export const startPeerServer = (dataFile: string, appDir: string): Promise<ServerProcess> =>
  startJsonServer(dataFile, [
    // json-server joins it to its working folder (ROOT).
    '--static',
    relative(ROOT, appDir),
    '--middlewares',
    join(ROOT, 'scripts/bench/peer/simpleRest.cjs'),
  ]);
