/**
 * Password hashing with node:crypto scrypt. The stored form is `scrypt$<salt>$<hex hash>`, so a
 * stored value carries everything verifyPassword needs. The salt is an argument because the
 * fixtures generator must produce the same data file for the same seed.
 */
import { scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const SCHEME = 'scrypt';

export function hashPassword(password: string, salt: string): string {
  // `$` separates the parts of the stored form.
  if (!salt || salt.includes('$')) throw new Error('salt must be non-empty and without "$"');
  const hash = scryptSync(password, salt, KEY_LENGTH).toString('hex');
  return `${SCHEME}$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== SCHEME || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A well-formed stored form that no account has: checking a password against it costs exactly
 * what checking against a real one does (the same scrypt), and its result is thrown away.
 */
export const DUMMY_HASH = `${SCHEME}$no-such-account$${'00'.repeat(KEY_LENGTH)}`;

/**
 * Whether `password` is the account's. Without a stored hash (no such username, or an account
 * without a password) the dummy is checked instead, so a failed login takes as long whether or
 * not the username exists.
 */
export function checkAccountPassword(password: string, stored: unknown): boolean {
  if (typeof stored === 'string') return verifyPassword(password, stored);
  verifyPassword(password, DUMMY_HASH);
  return false;
}
