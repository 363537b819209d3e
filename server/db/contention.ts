/**
 * When writers meet on the same records (docs/decisions.md "Contention"): which database errors
 * mean "run it again", how long the store waits between attempts, and what it answers when the
 * time is up. A transaction's attempts are bounded both in number and in time (the server's
 * clock); waits are random up to a bound that doubles per attempt (full jitter), so writers that
 * collided do not collide again in step.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** The bounds of one transaction's attempts. */
export const ATTEMPTS = {
  /** Attempts at most, the first included. */
  most: 10,
  /** Time from the first attempt after which no further attempt is begun (ms). */
  budgetMs: 5000,
  /** The bound of the first wait, doubled per attempt up to `longestWaitMs` (ms). */
  firstWaitMs: 10,
  longestWaitMs: 400,
} as const;

/** What a client is told to wait before sending the request again (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 1;

/**
 * PostgreSQL: a serialization failure, a deadlock, a lock not had within the time left (our
 * `lock_timeout`). SQLite: the database held by another process's writer, or a snapshot another
 * process's commit made stale.
 */
const CONTENTION_CODES = new Set([
  '40001',
  '40P01',
  '55P03',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
]);

export function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONTENTION_CODES.has(code);
}

/** The wait before attempt `attempt + 1` (ms): random, up to a bound doubled per attempt. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const bound = Math.min(ATTEMPTS.longestWaitMs, ATTEMPTS.firstWaitMs * 2 ** (attempt - 1));
  return random() * bound;
}

/**
 * A transaction that could not commit within its bounds because others kept writing the same
 * records: nothing of it is stored, and the request may be sent again (503, Retry-After).
 */
export class StoreBusy extends Error {
  readonly retryAfterSeconds = RETRY_AFTER_SECONDS;

  constructor(cause: unknown) {
    super('The transaction met other writers until its time was up', { cause });
  }
}

/**
 * Statements outside a transaction (a session's row, a login failure's count): run again while
 * another process's lock keeps them out, within a transaction's bounds, then StoreBusy (503). An
 * attempt met by a lock stored nothing, so it may be run again.
 */
export async function outsideTransaction<T>(work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isContention(error)) throw error;
      const wait = backoffMs(attempt);
      if (attempt >= ATTEMPTS.most || Date.now() - started + wait >= ATTEMPTS.budgetMs)
        throw new StoreBusy(error);
      await sleep(wait);
    }
  }
}

/**
 * Another transaction holds a record this one claimed (Transaction.claim): the attempt stops at
 * once, and the next one waits for them, holding `keys` from its start.
 */
export class ClaimTaken extends Error {
  constructor(readonly keys: readonly string[]) {
    super('Records claimed by another transaction');
  }
}
