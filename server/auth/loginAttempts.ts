/**
 * Failed logins, counted per normalised username and per client address, and the verification
 * code each username was last shown. Once either counter reaches its limit a login needs a code;
 * a code works once and expires. Spraying one password over many usernames from one address is
 * therefore slowed as much as guessing one username's password.
 *
 * Memory is bounded: each table is an LRU with a fixed number of entries whose entries expire, so
 * a flood of new usernames or addresses evicts old entries instead of growing the server. Codes
 * live in a table of their own, so fetching pictures cannot evict anybody's failure count. Kept
 * in memory: a restart forgets them, which is fine for a demo API.
 */
import { LRUCache } from 'lru-cache';
import { createCaptchaCode } from './captcha';

/** Failures of one username before a code is needed. */
export const MAX_FAILURES = 3;
/** Failures from one address (over any usernames) before every login from it needs a code. */
export const MAX_ADDRESS_FAILURES = 20;
/** A counter is forgotten this long after its last failure. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Entries per table: a few MB at most, with usernames capped at the registry's maximum. */
export const MAX_TRACKED = 10_000;

/** Who tries to sign in: the username typed and the address the request came from. */
export interface LoginClient {
  username: string;
  address: string;
}

export interface LoginAttempts {
  captchaRequired(client: LoginClient): boolean;
  recordFailure(client: LoginClient): void;
  /** A successful login clears the username's count; the address's stays until it expires. */
  reset(username: string): void;
  /** A new code for the username, replacing any earlier one. */
  issueCaptcha(username: string): string;
  /** Whether the code is the username's current, unexpired one; the code is used up either way. */
  consumeCaptcha(username: string, code: string): boolean;
}

export interface LoginAttemptsOptions {
  /** The clock of expiries (tests move it). */
  now?: () => number;
  /** Makes the codes; the server tests give one whose codes they know. */
  createCode?: () => string;
}

interface IssuedCode {
  code: string;
  expiresAt: number;
}

export function createLoginAttempts({
  now = Date.now,
  createCode = createCaptchaCode,
}: LoginAttemptsOptions = {}): LoginAttempts {
  // ttlResolution 0: every check reads `now`, so a moved test clock counts at once.
  const table = <V extends object>(ttl: number) =>
    new LRUCache<string, V>({ max: MAX_TRACKED, ttl, perf: { now }, ttlResolution: 0 });
  const byUsername = table<{ failures: number }>(FAILURE_WINDOW_MS);
  const byAddress = table<{ failures: number }>(FAILURE_WINDOW_MS);
  const codes = table<IssuedCode>(CAPTCHA_TTL_MS);
  // Usernames differing only in case or spaces share one counter and one code.
  const keyOf = (username: string) => username.trim().toLowerCase();
  const failuresOf = (counters: LRUCache<string, { failures: number }>, key: string) =>
    counters.get(key)?.failures ?? 0;
  const countFailure = (counters: LRUCache<string, { failures: number }>, key: string) => {
    // set() again restarts the entry's expiry: the window runs from the last failure.
    counters.set(key, { failures: failuresOf(counters, key) + 1 });
  };

  return {
    captchaRequired: ({ username, address }) =>
      failuresOf(byUsername, keyOf(username)) >= MAX_FAILURES ||
      failuresOf(byAddress, address) >= MAX_ADDRESS_FAILURES,
    recordFailure: ({ username, address }) => {
      countFailure(byUsername, keyOf(username));
      countFailure(byAddress, address);
    },
    reset: (username) => {
      byUsername.delete(keyOf(username));
    },
    issueCaptcha: (username) => {
      const code = createCode();
      codes.set(keyOf(username), { code, expiresAt: now() + CAPTCHA_TTL_MS });
      return code;
    },
    consumeCaptcha: (username, code) => {
      const key = keyOf(username);
      const issued = codes.get(key);
      if (!issued) return false;
      codes.delete(key);
      // The table's own expiry is "older than the TTL"; a code is dead at exactly the TTL.
      return issued.expiresAt > now() && issued.code === code.trim().toUpperCase();
    },
  };
}
