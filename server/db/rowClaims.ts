/**
 * Claims on records whose figures many writers rewrite (a client's credit and order count, a
 * bill's totals), as PostgreSQL advisory locks, one per record, named by the schema, the
 * collection and the id. A SERIALIZABLE transaction reads from the snapshot of its first
 * statement, so a lock it waits for inside it would still leave it reading what the holder
 * overwrote (and abort at the holder's commit): inside a transaction a claim is only tried, and a
 * transaction that must wait does so before it begins, on its connection, holding the locks
 * until it has committed. Locks are taken one by one in the order of their keys, so two waiting
 * transactions never hold each other's.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from './connect';

/** The key of a record's claim: `<collection>/<id>`. */
export const claimKey = (collection: string, id: number): string => `${collection}/${id}`;

const lockId = (key: RawBuilder<unknown>) =>
  sql`hashtextextended(current_schema() || ':' || ${key}, 0)`;

/** The keys of `keys` another transaction holds; the others are this transaction's until it ends. */
export const tryClaimsSql = (keys: readonly string[]) =>
  sql<{ key: string }>`SELECT k AS "key" FROM unnest(${keys}::text[]) AS k
    WHERE NOT pg_try_advisory_xact_lock(${lockId(sql.ref('k'))})`;

/**
 * Waits (at most `waitMs`) for every key and holds them on the connection: its next transaction
 * begins after their last holder committed. A wait that runs out is PostgreSQL's 55P03.
 */
export async function holdClaims(db: Db, keys: readonly string[], waitMs: number): Promise<void> {
  await sql`SELECT set_config('lock_timeout', ${`${Math.max(1, Math.ceil(waitMs))}ms`}, false)`.execute(
    db,
  );
  for (const key of [...keys].sort())
    await sql`SELECT pg_advisory_lock(${lockId(sql.val(key))})`.execute(db);
  await sql`RESET lock_timeout`.execute(db);
}

/** Gives up what `holdClaims` held (also when it stopped half-way). */
export async function releaseClaims(db: Db): Promise<void> {
  await sql`RESET lock_timeout`.execute(db);
  await sql`SELECT pg_advisory_unlock_all()`.execute(db);
}
