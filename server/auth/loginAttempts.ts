/**
 * Failed logins per username and the verification code each username was last shown. After
 * MAX_FAILURES failures a login needs a code; a code works once and expires. Kept in memory: a
 * restart forgets them, which is fine for a demo API.
 */
import { createCaptchaCode } from './captcha';

export const MAX_FAILURES = 3;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

interface Entry {
  failures: number;
  captcha?: { code: string; expiresAt: number };
}

export interface LoginAttempts {
  captchaRequired(username: string): boolean;
  recordFailure(username: string): void;
  reset(username: string): void;
  /** A new code for the username, replacing any earlier one. */
  issueCaptcha(username: string): string;
  /** Whether the code is the username's current, unexpired one; the code is used up either way. */
  consumeCaptcha(username: string, code: string): boolean;
}

export function createLoginAttempts(now: () => number = Date.now): LoginAttempts {
  const entries = new Map<string, Entry>();
  // Usernames differing only in case or spaces share one counter.
  const keyOf = (username: string) => username.trim().toLowerCase();
  const entryOf = (username: string): Entry => {
    const key = keyOf(username);
    let entry = entries.get(key);
    if (!entry) {
      entry = { failures: 0 };
      entries.set(key, entry);
    }
    return entry;
  };

  return {
    captchaRequired: (username) => (entries.get(keyOf(username))?.failures ?? 0) >= MAX_FAILURES,
    recordFailure: (username) => {
      entryOf(username).failures += 1;
    },
    reset: (username) => {
      entries.delete(keyOf(username));
    },
    issueCaptcha: (username) => {
      const code = createCaptchaCode();
      entryOf(username).captcha = { code, expiresAt: now() + CAPTCHA_TTL_MS };
      return code;
    },
    consumeCaptcha: (username, code) => {
      const entry = entries.get(keyOf(username));
      const captcha = entry?.captcha;
      if (!entry || !captcha) return false;
      delete entry.captcha;
      return captcha.expiresAt > now() && captcha.code === code.trim().toUpperCase();
    },
  };
}
