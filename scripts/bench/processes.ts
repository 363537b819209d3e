/**
 * The two servers under test, each a child process on its own free port: the demo API as
 * `npm start` runs it, and plain json-server on a copy of the same data file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Seconds from spawn until the server answered HTTP. */
  startSeconds: number;
  stop(): Promise<void>;
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

async function startProcess(
  args: string[],
  port: number,
  probePath: string,
  env: NodeJS.ProcessEnv,
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
    try {
      // Any HTTP answer (even 401 or 404) means the server is listening.
      await fetch(url + probePath);
      break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > STARTUP_TIMEOUT_MS) {
      await stop();
      throw new Error(`${args.join(' ')} did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (child.pid === undefined) throw new Error('spawned without a pid');
  return { url, pid: child.pid, startSeconds: (performance.now() - started) / 1000, stop };
}

/**
 * The demo API and the built app, as `npm start` starts them. Node runs the server itself (tsx as
 * a loader, not its CLI, which would fork a second process): the pid is the one whose memory counts.
 */
export async function startOurServer(dataFile: string): Promise<ServerProcess> {
  const port = await freePort();
  return startProcess(
    ['--import', 'tsx', 'server/index.ts', '--port', String(port), '--data', dataFile],
    port,
    '/api/user/info',
    { NODE_ENV: 'production' },
  );
}

/** json-server 0.17 alone, as a plain react-admin back end would use it. */
export async function startJsonServer(dataFile: string): Promise<ServerProcess> {
  const port = await freePort();
  return startProcess(
    [
      join(ROOT, 'node_modules/json-server/lib/cli/bin.js'),
      dataFile,
      '--port',
      String(port),
      '--quiet',
    ],
    port,
    '/__bench_probe__',
    {},
  );
}
