/**
 * A write that other writers keep from committing (docs/api.md "Errors", docs/decisions.md
 * "Contention"): after its bounded attempts it is answered 503 with Retry-After and the
 * translated message, never 500, and nothing of it is stored; once the database takes it again
 * the same request is stored. PostgreSQL: a trigger aborts every attempt as a serialization
 * failure (40001) would. SQLite: a connection of another process holds the database's write lock.
 */
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTEMPTS } from '../../server/db/contention';
import { listAll } from './helpers/listAll';
import { runSql, storedState } from './helpers/storedData';
import { startTestServer, TEST_DATABASE_URL, testNow, type TestServer } from './helpers/testServer';
import { en, uz } from './helpers/translate';
import type { ErrorBody, Row } from './helpers/types';

let server: TestServer;
let finance: string;
let clientId: Row['id'];

beforeAll(async () => {
  server = await startTestServer();
  finance = await server.login('platform_finance');
  const root = await server.login('root');
  clientId = (await listAll(server, root, '/api/clients')).find((c) => c.companyId == null)!.id;
});
afterAll(() => server.stop());

const ABORT_EVERY_ATTEMPT = [
  `CREATE FUNCTION abort_test_payment() RETURNS trigger LANGUAGE plpgsql AS
     $$ BEGIN RAISE EXCEPTION 'collided' USING ERRCODE = 'serialization_failure'; END $$`,
  `CREATE TRIGGER abort_test_payment BEFORE INSERT ON client_payments
     FOR EACH ROW EXECUTE FUNCTION abort_test_payment()`,
];
const LET_ATTEMPTS_BE = [
  'DROP TRIGGER abort_test_payment ON client_payments',
  'DROP FUNCTION abort_test_payment()',
];

/** Keeps every attempt from committing until the returned function is called. */
async function keepWritersOut(): Promise<() => Promise<void>> {
  if (TEST_DATABASE_URL) {
    await runSql(server, ABORT_EVERY_ATTEMPT);
    return () => runSql(server, LET_ATTEMPTS_BE);
  }
  const otherProcess = new SQLite(server.database);
  otherProcess.exec('BEGIN IMMEDIATE');
  return () => {
    otherProcess.exec('ROLLBACK');
    otherProcess.close();
    return Promise.resolve();
  };
}

let serial = 0;
const pay = (language: string) =>
  server.call<Row & ErrorBody>('/api/client-payments', {
    method: 'POST',
    token: finance,
    language,
    body: {
      clientId,
      paymentMethod: 0,
      paidAt: new Date(testNow()).toISOString(),
      reference: `BUSY-${++serial}`,
      amount: 7,
    },
  });

describe('a write that cannot commit for other writers', () => {
  it('is 503 with Retry-After and the translated message, stores nothing, and goes through later', async () => {
    const before = await storedState(server);
    const letIn = await keepWritersOut();
    const started = Date.now();
    let refused: Awaited<ReturnType<typeof pay>>;
    try {
      refused = await pay('en');
    } finally {
      await letIn();
    }
    const took = Date.now() - started;

    expect(refused.status, JSON.stringify(refused.body)).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body).toEqual({ message: en('errors.http.busy') });
    expect(en('errors.http.busy')).not.toBe('errors.http.busy');
    // Bounded: the attempts' time, and one attempt's beyond it at most.
    expect(took).toBeLessThan(2 * ATTEMPTS.budgetMs);
    expect(await storedState(server)).toBe(before);

    const stored = await pay('uz');
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(stored.body).toMatchObject({ clientId, amount: 7 });
  });

  it('keeps answering other requests while it waits', async () => {
    const letIn = await keepWritersOut();
    const answered: string[] = [];
    const noted = <T>(name: string, answer: Promise<T>) =>
      answer.finally(() => answered.push(name));
    try {
      // SQLite: a login's first statement writes (its session), and SQLite's own wait for the lock
      // was a busy loop on the event loop, which held every other request up until it gave up.
      const signingIn = noted('login', server.login('platform_finance').catch(String));
      const paying = noted('pay', pay('en'));
      const reading = noted('read', server.call('/api/user/info', { token: finance }));
      const [, paid, read] = await Promise.all([signingIn, paying, reading]);
      expect(read.status).toBe(200);
      expect(paid.status).toBe(503);
      // The writes were sent first, and their waits for the lock did not hold the read up.
      const held = TEST_DATABASE_URL ? ['pay'] : ['login', 'pay'];
      for (const write of held)
        expect(answered.indexOf('read'), answered.join()).toBeLessThan(answered.indexOf(write));
    } finally {
      await letIn();
    }
  });

  it('says so in the request language', async () => {
    const letIn = await keepWritersOut();
    try {
      const refused = await pay('uz');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(uz('errors.http.busy'));
    } finally {
      await letIn();
    }
  });
});
