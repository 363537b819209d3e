/**
 * Failed logins, counted per normalised username and per client address, and the verification
 * code each username was last shown. Once either counter reaches its limit a login needs a code;
 * a code works once and expires. Spraying one password over many usernames from one address is
 * therefore slowed as much as guessing one username's password.
 *
 * Kept in the database (`_loginAttempts`, server/db/migrate.ts), so that every API process on one
 * database counts the same failures and knows the same codes: a failure is counted, and a code
 * used up, by one atomic statement each, whichever process the request reaches. A row lives
 * until its expiry; expired rows are deleted as new ones are written, so a flood of junk
 * usernames costs rows for the window only, and no memory.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect';
import { outsideTransaction } from '../db/contention';
import { LOGIN_ATTEMPTS_TABLE } from '../db/migrate';
import { createCaptchaCode } from './captcha';

/** Failures of one username before a code is needed. */
export const MAX_FAILURES = 3;
/** Failures from one address (over any usernames) before every login from it needs a code. */
export const MAX_ADDRESS_FAILURES = 20;
/** A counter is forgotten this long after its last failure. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Who tries to sign in: the username typed and the address the request came from. */
export interface LoginClient {
  username: string;
  address: string;
}

export interface LoginAttempts {
  captchaRequired(client: LoginClient): Promise<boolean>;
  recordFailure(client: LoginClient): Promise<void>;
  /** A successful login clears the username's count; the address's stays until it expires. */
  reset(username: string): Promise<void>;
  /** A new code for the username, replacing any earlier one. */
  issueCaptcha(username: string): Promise<string>;
  /** Whether the code is the username's current, unexpired one; the code is used up either way. */
  consumeCaptcha(username: string, code: string): Promise<boolean>;
}

export interface LoginAttemptsOptions {
  /** The database every process shares: the store's writing connection. */
  db: Db;
  /** The clock of expiries (tests move it). */
  now?: () => number;
  /** Makes the codes; the server tests give one whose codes they know. */
  createCode?: () => string;
}

const table = sql.table(LOGIN_ATTEMPTS_TABLE);

// Usernames differing only in case or spaces share one counter and one code.
const usernameKey = (username: string) => `u:${username.trim().toLowerCase()}`;
const addressKey = (address: string) => `a:${address}`;
const codeKey = (username: string) => `c:${username.trim().toLowerCase()}`;

export function createLoginAttempts({
  db,
  now = Date.now,
  createCode = createCaptchaCode,
}: LoginAttemptsOptions): LoginAttempts {
  // Another process's lock on the database is waited out, not answered as a server error.
  const execute = <R>(query: RawBuilder<R>) => outsideTransaction(() => query.execute(db));
  const dropExpired = (at: number) => execute(sql`DELETE FROM ${table} WHERE "expiresAt" <= ${at}`);

  /** One more failure under `key`; the window runs from the last failure. */
  const countFailure = (key: string, at: number) =>
    execute(sql`INSERT INTO ${table} ("key", "failures", "expiresAt")
      VALUES (${key}, 1, ${at + FAILURE_WINDOW_MS})
      ON CONFLICT ("key") DO UPDATE SET
        "failures" = CASE WHEN ${table}."expiresAt" > ${at} THEN ${table}."failures" + 1 ELSE 1 END,
        "expiresAt" = excluded."expiresAt"`);

  return {
    captchaRequired: async ({ username, address }) => {
      const { rows } = await execute(sql<{ key: string; failures: number | string }>`
        SELECT "key", "failures" FROM ${table}
        WHERE "key" IN (${usernameKey(username)}, ${addressKey(address)})
          AND "expiresAt" > ${now()}`);
      const failures = (key: string) => Number(rows.find((row) => row.key === key)?.failures ?? 0);
      return (
        failures(usernameKey(username)) >= MAX_FAILURES ||
        failures(addressKey(address)) >= MAX_ADDRESS_FAILURES
      );
    },
    recordFailure: async ({ username, address }) => {
      const at = now();
      await dropExpired(at);
      await countFailure(usernameKey(username), at);
      await countFailure(addressKey(address), at);
    },
    reset: async (username) => {
      await execute(sql`DELETE FROM ${table} WHERE "key" = ${usernameKey(username)}`);
    },
    issueCaptcha: async (username) => {
      const code = createCode();
      const at = now();
      await dropExpired(at);
      await execute(sql`INSERT INTO ${table} ("key", "code", "expiresAt")
        VALUES (${codeKey(username)}, ${code}, ${at + CAPTCHA_TTL_MS})
        ON CONFLICT ("key") DO UPDATE SET
          "code" = excluded."code", "expiresAt" = excluded."expiresAt"`);
      return code;
    },
    consumeCaptcha: async (username, code) => {
      // Taken and used up in one statement: two processes never both accept one code.
      const { rows } = await execute(sql<{ code: string; expiresAt: number | string }>`
        DELETE FROM ${table} WHERE "key" = ${codeKey(username)}
        RETURNING "code", "expiresAt"`);
      const issued = rows[0];
      // A code is dead at exactly its TTL.
      return (
        issued !== undefined &&
        Number(issued.expiresAt) > now() &&
        issued.code === code.trim().toUpperCase()
      );
    },
  };
}
