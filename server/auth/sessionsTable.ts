/**
 * The rows of `_sessions` (made by server/db/migrate.ts): one per sign-in, named by a random
 * 128-bit id that the signed token carries. A session is live while it is neither ended nor
 * expired; ended and expired rows stay until a later sign-in clears the expired ones.
 * `db`: the store's executor, or a transaction's, so an ending commits with the write causing it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { SESSIONS_TABLE } from '../db/migrate';

export interface SessionRow {
  id: string;
  userId: string;
  createdAt: number;
  expiresAt: number;
}

const table = sql.table(SESSIONS_TABLE);

/** User ids are kept as text: records' ids may be numbers or strings, compared alike. */
export const sessionUserKey = (userId: unknown): string => String(userId);

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  // The expired rows go first: the table holds live sessions and the recently ended only.
  await sql`DELETE FROM ${table} WHERE "expiresAt" <= ${row.createdAt}`.execute(db);
  await sql`INSERT INTO ${table} ("id", "userId", "createdAt", "expiresAt")
    VALUES (${row.id}, ${row.userId}, ${row.createdAt}, ${row.expiresAt})`.execute(db);
}

/** The user of a live session; undefined when it is unknown, ended or expired. */
export async function liveSessionUser(
  db: Db,
  id: string,
  now: number,
): Promise<string | undefined> {
  const { rows } = await sql<{ userId: string }>`SELECT "userId" FROM ${table}
    WHERE "id" = ${id} AND "endedAt" IS NULL AND "expiresAt" > ${now}`.execute(db);
  return rows[0]?.userId;
}

/** Which of these sessions are still live (the realtime socket checks its connections). */
export async function liveSessionIds(
  db: Db,
  ids: readonly string[],
  now: number,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`SELECT "id" FROM ${table}
    WHERE "id" IN (${sql.join(ids)}) AND "endedAt" IS NULL AND "expiresAt" > ${now}`.execute(db);
  return new Set(rows.map((row) => row.id));
}

export async function endSession(db: Db, id: string, now: number): Promise<void> {
  await sql`UPDATE ${table} SET "endedAt" = ${now}
    WHERE "id" = ${id} AND "endedAt" IS NULL`.execute(db);
}

/** Ends every live session of the user but those in `spared`. */
export async function endUserSessions(
  db: Db,
  userId: string,
  now: number,
  spared: readonly string[] = [],
): Promise<void> {
  const except = spared.length === 0 ? sql`` : sql` AND "id" NOT IN (${sql.join(spared)})`;
  await sql`UPDATE ${table} SET "endedAt" = ${now}
    WHERE "userId" = ${userId} AND "endedAt" IS NULL${except}`.execute(db);
}
