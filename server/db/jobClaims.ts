/**
 * A background job (the scheduler's, the SMS gateway's round) is run by one API process of those
 * on one database, once per period: before a run, a process claims it by moving the job's last
 * run (`_meta` "job:<name>") to now, in one conditional upsert that succeeds only where that
 * last run is at least `minGapMs` old. Two processes asking at once: one claim succeeds (the
 * other meets the updated row: PostgreSQL re-checks the condition on it, SQLite has one writer),
 * so no advisory lock or job queue is needed. One process alone always succeeds once per period.
 */
import { sql } from 'kysely';
import type { Db } from './connect';
import { META_TABLE } from './migrate';

export async function claimJobRun(
  db: Db,
  job: string,
  now: number,
  minGapMs: number,
): Promise<boolean> {
  const table = sql.table(META_TABLE);
  const result =
    await sql`INSERT INTO ${table} (key, value) VALUES (${`job:${job}`}, ${String(now)})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value
    WHERE CAST(${table}.value AS BIGINT) <= ${now - minGapMs}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
