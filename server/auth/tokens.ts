/**
 * Bearer tokens naming server-side sessions: `<payload>.<signature>`, both base64url. The payload
 * is JSON with the session id (`sid`, random 128 bits), its user (`sub`) and the expiry in seconds
 * since the epoch (`exp`); the signature is HMAC-SHA256 of the payload text, so a guessed or
 * altered payload is refused before the database is asked. A token is good while its session
 * (server/auth/sessionsTable.ts) is live: signing out, or a change of the user's password, role,
 * company or activity (server/auth/sessionsHook.ts), ends it for good.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../db/store';
import { outsideTransaction } from '../db/contention';
import { endSession, insertSession, liveSessionUser, sessionUserKey } from './sessionsTable';

export type UserId = string | number;

interface Payload {
  sid: string;
  sub: UserId;
  exp: number;
}

/** The live session a genuine token names. */
export interface SessionRef {
  sessionId: string;
  userId: UserId;
}

export interface TokenService {
  /** Opens a session for the user and answers its token, once the session is stored. */
  issue(userId: UserId): Promise<string>;
  /** The session of a genuine token whose session is live; undefined for anything else. */
  verify(token: string): Promise<SessionRef | undefined>;
  /** Ends one session (signing out); its token is refused from then on. */
  end(sessionId: string): Promise<void>;
}

const SESSION_ID_BYTES = 16;

export function createTokenService(
  store: Store,
  secret: string,
  ttlSeconds: number,
  now: () => number = Date.now,
): TokenService {
  const sign = (payload: string) =>
    createHmac('sha256', secret).update(payload).digest('base64url');
  const readGenuine = (token: string): Payload | undefined => {
    const [encoded, signature, extra] = token.split('.');
    if (!encoded || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(sign(encoded));
    const actual = Buffer.from(signature);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
    const payload = parsePayload(Buffer.from(encoded, 'base64url').toString('utf8'));
    return payload && payload.exp * 1000 > now() ? payload : undefined;
  };

  return {
    async issue(userId) {
      const createdAt = now();
      const exp = Math.floor(createdAt / 1000) + ttlSeconds;
      const payload: Payload = {
        sid: randomBytes(SESSION_ID_BYTES).toString('base64url'),
        sub: userId,
        exp,
      };
      await outsideTransaction(() =>
        insertSession(store.db, {
          id: payload.sid,
          userId: sessionUserKey(userId),
          createdAt,
          expiresAt: exp * 1000,
        }),
      );
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${sign(encoded)}`;
    },
    async verify(token) {
      const payload = readGenuine(token);
      if (!payload) return undefined;
      const owner = await liveSessionUser(store.executorDb, payload.sid, now());
      // The session must be the token's user's: a row is never moved, but checking costs nothing.
      if (owner === undefined || owner !== sessionUserKey(payload.sub)) return undefined;
      return { sessionId: payload.sid, userId: payload.sub };
    },
    end: (sessionId) => outsideTransaction(() => endSession(store.db, sessionId, now())),
  };
}

function parsePayload(text: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const { sid, sub, exp } = value as Record<string, unknown>;
    const validSub = typeof sub === 'string' || typeof sub === 'number';
    return typeof sid === 'string' && validSub && typeof exp === 'number'
      ? { sid, sub, exp }
      : undefined;
  } catch {
    return undefined;
  }
}
