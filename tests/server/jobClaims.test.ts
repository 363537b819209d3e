/**
 * Background jobs on several API processes (server/db/jobClaims.ts): of many claims of one run
 * made at once over two connections to one database (with TEST_DATABASE_URL, one PostgreSQL
 * schema; else one SQLite file), exactly one succeeds; the next period's run is claimed again.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '../../server/db/connect';
import { claimJobRun } from '../../server/db/jobClaims';
import { migrate } from '../../server/db/migrate';
import { dropSchema, TEST_DATABASE_URL } from './helpers/testServer';

const GAP_MS = 30_000;
const CLAIMS_AT_ONCE = 10;

let folder: string;
const schema = `test_${randomBytes(6).toString('hex')}`;
let connections: Connection[];
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'baraka-jobs-'));
  const open = () =>
    TEST_DATABASE_URL ? connect(TEST_DATABASE_URL, { schema }) : connect(join(folder, 'jobs.db'));
  const first = await open();
  await migrate(first);
  connections = [first, await open()];
});
afterAll(async () => {
  for (const connection of connections) await connection.close();
  if (TEST_DATABASE_URL) await dropSchema(TEST_DATABASE_URL, schema);
  rmSync(folder, { recursive: true, force: true });
});

const claimAtOnce = (job: string, now: number) =>
  Promise.all(
    Array.from({ length: CLAIMS_AT_ONCE }, (_, i) =>
      claimJobRun(connections[i % 2].db, job, now, GAP_MS),
    ),
  );

describe('claiming a job run', () => {
  it('gives each period to one claim of many made at once on two connections', async () => {
    const start = 1_000_000_000;
    const first = await claimAtOnce('nightly', start);
    expect(first.filter(Boolean)).toHaveLength(1);
    // Within the gap: nobody; past it: one again.
    expect((await claimAtOnce('nightly', start + GAP_MS - 1)).filter(Boolean)).toHaveLength(0);
    expect((await claimAtOnce('nightly', start + GAP_MS)).filter(Boolean)).toHaveLength(1);
    // Another job is claimed apart.
    expect((await claimAtOnce('other', start)).filter(Boolean)).toHaveLength(1);
  });
});
