/**
 * The rows of `_idempotency_keys` (made by server/db/migrate.ts): the answer a request with an
 * `Idempotency-Key` was given, kept per (user, key) with the request's fingerprint for
 * KEPT_FOR_MS. It is written in the transaction of the request's own write, so the write and
 * its kept answer commit together or not at all. Expired rows are never answered from; the
 * scheduler clears them (keptAnswersJob).
 * `db`: the store's executor, or a transaction's.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { KEPT_ANSWERS_TABLE } from '../db/migrate';

/** How long a key's answer is kept: a day, longer than any scan waits for its connection. */
export const KEPT_FOR_MS = 24 * 3600_000;

export interface KeptAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

/** Whose key and which: keys are the user's own, another user's same key is another one. */
export interface KeyOwner {
  userId: string;
  key: string;
}

const table = sql.table(KEPT_ANSWERS_TABLE);

export async function keptAnswer(
  db: Db,
  { userId, key }: KeyOwner,
  now: number,
): Promise<KeptAnswer | undefined> {
  const { rows } = await sql<{ fingerprint: string; status: number; body: string }>`
    SELECT "fingerprint", "status", "body" FROM ${table}
    WHERE "userId" = ${userId} AND "key" = ${key} AND "expiresAt" > ${now}`.execute(db);
  const row = rows[0];
  return (
    row && { fingerprint: row.fingerprint, status: Number(row.status), body: JSON.parse(row.body) }
  );
}

export async function keepAnswer(
  db: Db,
  { userId, key }: KeyOwner,
  answer: KeptAnswer,
  now: number,
): Promise<void> {
  // The same key's expired row, if the sweep has not cleared it yet, makes way.
  await sql`DELETE FROM ${table} WHERE "userId" = ${userId} AND "key" = ${key}`.execute(db);
  await sql`INSERT INTO ${table} ("userId", "key", "fingerprint", "status", "body", "expiresAt")
    VALUES (${userId}, ${key}, ${answer.fingerprint}, ${answer.status},
      ${JSON.stringify(answer.body)}, ${now + KEPT_FOR_MS})`.execute(db);
}

export async function clearExpiredAnswers(db: Db, now: number): Promise<void> {
  await sql`DELETE FROM ${table} WHERE "expiresAt" <= ${now}`.execute(db);
}
