/**
 * The hand-over's one-time code (docs/decisions.md "Counter"): six random digits, kept only as a
 * salted SHA-256 (`salt$digest`), valid ten minutes, at most five tries, used once; at most
 * three sent to one client in ten minutes, so that guesses stay few and the client's phone is not
 * flooded.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_VALID_MS = 10 * 60 * 1000;
export const MOST_TRIES = 5;
/** Codes one client may be sent within CODE_VALID_MS. */
export const MOST_CODES = 3;

export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

const digest = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export function hashCode(code: string): string {
  const salt = randomBytes(12).toString('hex');
  return `${salt}$${digest(salt, code)}`;
}

/** Does `code` (as typed: spaces dropped) match the kept hash? */
export function codeMatches(hash: unknown, code: string): boolean {
  if (typeof hash !== 'string') return false;
  const [salt, kept] = hash.split('$');
  const typed = code.replace(/\s+/g, '');
  if (!salt || !kept || !/^\d{6}$/.test(typed)) return false;
  const given = Buffer.from(digest(salt, typed), 'hex');
  const wanted = Buffer.from(kept, 'hex');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** The SMS the client gets (Uzbek, the clients' language; the code first). */
export const codeText = (code: string, pointName: string): string =>
  `${code} - Baraka: yuklaringizni olish kodi (${pointName}). 10 daqiqa amal qiladi. Kodni faqat punkt xodimiga ayting.`;
