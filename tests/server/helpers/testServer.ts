/**
 * Starts the demo server on 127.0.0.1, port 0, over a new database seeded with the generated
 * demo data, and talks to it with fetch like the app does (headers of the contract, JSON bodies).
 * The database is a SQLite file in a temp folder, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a schema of its own there (dropped when the server stops).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { DEFAULT_TODAY } from '../../../server/db/demoData/generate';
import { endOfWorkingDay } from '../../../server/db/demoData/time';
import { createApp, type AppOptions } from '../../../server/app';

export const DEMO_PASSWORD = 'demo1234';

export { TEST_DATASET } from './testDataset';

let datasetText: string | undefined;

/** The demo data as JSON text, generated once for the run (generatedDemoData.ts). */
export function demoDataText(): string {
  datasetText ??= readFileSync(inject('testDemoDataFile'), 'utf8');
  return datasetText;
}

/** The moment the test demo data describes: 18:00 in Tashkent on the generator's default day. */
export const TEST_DATA_MOMENT = endOfWorkingDay(DEFAULT_TODAY);

const fileStarted = Date.now();

/**
 * The test servers' clock, in milliseconds: TEST_DATA_MOMENT when the test file starts, running
 * on from there. The servers and the tests' own dates read it, so that a test passes on any date
 * and at any hour: its data and the moment it is served at are always the same.
 */
export const testNow = (): number => TEST_DATA_MOMENT + (Date.now() - fileStarted);

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** Raw body, text or bytes, sent as is (the JSON content type unless headers say otherwise). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  language?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestServer {
  url: string;
  /** The demo data the database was seeded with (json-server-shaped JSON). */
  seedFile: string;
  /** Where the records are: the SQLite file, or the PostgreSQL URL (with `schema`). */
  database: string;
  schema?: string;
  folder: string;
  call<T = unknown>(path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** A token for one of the demo users (password demo1234). */
  login(username: string): Promise<string>;
  /** Stops the server; `keep` keeps its database for a restart (`reuse`). */
  stop(options?: { keep?: boolean }): Promise<void>;
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server the server tests run against, when CI gives one. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export async function startTestServer(
  options: Partial<AppOptions> & {
    /** The demo data as JSON text; `null` starts with the generated demo data, as `npm start`. */
    data?: string | null;
    /** An existing database to open again (a restart); its folder is kept. */
    reuse?: TestServer;
    /** More files to put next to the data file before the start: name -> content. */
    files?: Record<string, string>;
    /**
     * Accept request heads up to this size, as server/index.ts does (Node's default is 16 KB):
     * an HTTP server of the API alone, without the realtime socket.
     */
    maxHeaderSize?: number;
  } = {},
): Promise<TestServer> {
  const folder = options.reuse?.folder ?? mkdtempSync(join(tmpdir(), 'baraka-api-'));
  const seedFile = join(folder, 'seed.json');
  if (!options.reuse && options.data !== null)
    writeFileSync(seedFile, options.data ?? demoDataText());
  for (const [name, content] of Object.entries(options.files ?? {}))
    writeFileSync(join(folder, name), content);
  const schema =
    options.reuse?.schema ??
    (TEST_DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : undefined);
  const database = options.reuse?.database ?? TEST_DATABASE_URL ?? join(folder, 'baraka.db');
  const { app, close } = await createApp({
    database,
    schema,
    seed: options.data === null ? undefined : seedFile,
    clock: () => new Date(testNow()),
    ...options,
  });
  const { maxHeaderSize } = options;
  const server = maxHeaderSize
    ? createServer({ maxHeaderSize }, app).listen(0, '127.0.0.1')
    : app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve).once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call = async <T>(path: string, callOptions: CallOptions = {}): Promise<CallResult<T>> => {
    const { method = 'GET', token, body, rawBody, language = 'en', headers = {} } = callOptions;
    const hasBody = body !== undefined || rawBody !== undefined;
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        source: 'ADMIN_WEB',
        'Accept-Language': language,
        ...(hasBody && { 'Content-Type': 'application/json' }),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson ? JSON.parse(text) : text) as T,
    };
  };

  const login = async (username: string) => {
    const { status, body } = await call<{ token: string }>('/api/auth/login', {
      method: 'POST',
      body: { username, password: DEMO_PASSWORD },
    });
    if (status !== 200) throw new Error(`login ${username}: ${status} ${JSON.stringify(body)}`);
    return body.token;
  };

  const stop = async ({ keep = false } = {}) => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await close();
    if (keep) return;
    rmSync(folder, { recursive: true, force: true });
    if (schema && TEST_DATABASE_URL) await dropSchema(TEST_DATABASE_URL, schema);
  };

  return { url, seedFile, database, schema, folder, call, login, stop };
}
