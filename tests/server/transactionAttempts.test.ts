/**
 * The store's attempts at a transaction that meets other writers (server/db/contention.ts,
 * docs/decisions.md "Contention"): a collision is run again after a random wait, a transaction
 * that keeps colliding gives up (StoreBusy, answered 503) within its bounds, by count and by the
 * server's clock, having stored nothing; other errors are not run again. A record claimed by one
 * writer makes the next one wait for its commit and compute from it.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/core/generated/registry';
import { ATTEMPTS, backoffMs, StoreBusy } from '../../server/db/contention';
import { openStore } from '../../server/db/openStore';
import type { Store, Transaction } from '../../server/db/store';
import { dropSchema, TEST_DATABASE_URL, testNow } from './helpers/testServer';

const CLIENTS = resources.client.api;
const AUTHOR = { username: 'test', action: 'create' };
const schema = TEST_DATABASE_URL && `test_${randomBytes(6).toString('hex')}`;

/** The store's clock: the test clock, moved on by `skipMs` each time it is read. */
let skipMs = 0;
let skipped = 0;
let store: Store;

beforeAll(async () => {
  store = await openStore(TEST_DATABASE_URL ?? ':memory:', {
    schema,
    clock: () => new Date(testNow() + (skipped += skipMs)),
  });
});
afterAll(async () => {
  await store.close();
  if (TEST_DATABASE_URL && schema) await dropSchema(TEST_DATABASE_URL, schema);
});

const collision = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

/** Runs a transaction that stores a client, then fails as `fails` says; counts its attempts. */
async function attempts(fails: (attempt: number) => Error | undefined) {
  let made = 0;
  const outcome = store.transaction(AUTHOR, async (tx) => {
    const stored = await tx.insert(CLIENTS, { nickname: `ATTEMPT-${++made}` });
    const error = fails(made);
    if (error) throw error;
    return stored;
  });
  return { outcome: await outcome.catch((error: unknown) => error), made: () => made };
}

const clientCount = () => store.count(CLIENTS);

describe('a transaction that collides', () => {
  it('is run again after a random wait, and its last attempt alone is stored', async () => {
    const before = await clientCount();
    const { outcome, made } = await attempts((attempt) => (attempt <= 3 ? collision() : undefined));
    expect(made()).toBe(4);
    expect(outcome).toMatchObject({ nickname: 'ATTEMPT-4' });
    expect(await clientCount()).toBe(before + 1);
  });

  it('gives up after its attempts, storing nothing', async () => {
    const before = await clientCount();
    const started = Date.now();
    const { outcome, made } = await attempts(() => collision());
    expect(outcome).toBeInstanceOf(StoreBusy);
    expect((outcome as StoreBusy).retryAfterSeconds).toBe(1);
    expect(made()).toBe(ATTEMPTS.most);
    expect(Date.now() - started).toBeLessThan(ATTEMPTS.budgetMs);
    expect(await clientCount()).toBe(before);
  });

  it('gives up when its time on the server’s clock is up, whatever the count', async () => {
    skipMs = ATTEMPTS.budgetMs / 2;
    try {
      const { outcome, made } = await attempts(() => collision());
      expect(outcome).toBeInstanceOf(StoreBusy);
      expect(made()).toBeLessThan(3);
    } finally {
      skipMs = 0;
    }
  });

  it('is not run again for any other error', async () => {
    const refused = new Error('refused');
    const { outcome, made } = await attempts(() => refused);
    expect(outcome).toBe(refused);
    expect(made()).toBe(1);
  });
});

describe('the waits between attempts', () => {
  it('are random up to a bound doubled per attempt, never above the longest', () => {
    expect(backoffMs(1, () => 1)).toBe(ATTEMPTS.firstWaitMs);
    expect(backoffMs(2, () => 1)).toBe(2 * ATTEMPTS.firstWaitMs);
    expect(backoffMs(30, () => 1)).toBe(ATTEMPTS.longestWaitMs);
    expect(backoffMs(3, () => 0.5)).toBe(2 * ATTEMPTS.firstWaitMs);
    expect(backoffMs(5, () => 0)).toBe(0);
  });
});

describe('a record claimed by another writer', () => {
  it('is waited for: the next writer computes from its commit, and neither fails', async () => {
    const client = await store.transaction(AUTHOR, (tx) =>
      tx.insert(CLIENTS, { nickname: 'CLAIMED', credit: 0 }),
    );
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
    let secondAttempts = 0;
    /** The credits the second writer computed from. */
    const seen: number[] = [];
    const addOne = async (tx: Transaction, read?: number[]) => {
      await tx.claim(CLIENTS, [client.id]);
      const stored = (await tx.get(CLIENTS, client.id))!;
      read?.push(Number(stored.credit));
      return tx.update(CLIENTS, stored, { credit: Number(stored.credit) + 1 });
    };

    const first = store.transaction(AUTHOR, async (tx) => {
      const written = await addOne(tx);
      claimed();
      await gate;
      return written;
    });
    await firstClaimed;
    const second = store.transaction(AUTHOR, async (tx) => {
      secondAttempts++;
      return addOne(tx, seen);
    });
    // PostgreSQL: the second writer's first attempt stops at the claim, and its next one waits
    // for the first writer. SQLite: the second waits for the one writer's connection.
    const postgres = store.dialect === 'postgres';
    if (postgres) await expect.poll(() => secondAttempts).toBe(1);
    release();
    await first;
    expect((await second).credit).toBe(2);
    expect(seen).toEqual([1]);
    expect(secondAttempts).toBe(postgres ? 2 : 1);
  });
});
