/**
 * Stateless bearer tokens: `<payload>.<signature>`, both base64url. The payload is JSON with the
 * user id (`sub`) and the expiry in seconds since the epoch (`exp`); the signature is
 * HMAC-SHA256 of the payload text. Nothing is stored server-side.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UserId = string | number;

interface Payload {
  sub: UserId;
  exp: number;
}

export interface TokenService {
  issue(userId: UserId): string;
  /** The user id of a genuine, unexpired token; undefined for anything else. */
  verify(token: string): UserId | undefined;
}

export function createTokenService(
  secret: string,
  ttlSeconds: number,
  now: () => number = Date.now,
): TokenService {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(userId) {
      const payload: Payload = { sub: userId, exp: Math.floor(now() / 1000) + ttlSeconds };
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${sign(encoded)}`;
    },
    verify(token) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return undefined;
      const expected = Buffer.from(sign(encoded));
      const actual = Buffer.from(signature);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
      const payload = parsePayload(Buffer.from(encoded, 'base64url').toString('utf8'));
      if (!payload || payload.exp * 1000 <= now()) return undefined;
      return payload.sub;
    },
  };
}

function parsePayload(text: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { sub, exp } = value as Record<string, unknown>;
    const validSub = typeof sub === 'string' || typeof sub === 'number';
    return validSub && typeof exp === 'number' ? { sub, exp } : undefined;
  } catch {
    return undefined;
  }
}
