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
