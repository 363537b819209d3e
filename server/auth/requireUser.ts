/**
 * Everything under /api except login and captcha needs the bearer token of a live session of an
 * active user whose role may sign in (server/auth/sessionsAuth.ts); else 401.
 */
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { sendError } from '../http/sendError';
import { authenticate } from './sessionsAuth';
import type { TokenService } from './tokens';

const BEARER = /^Bearer\s+(\S+)$/i;

export function requireUser(store: Store, tokens: TokenService): RequestHandler {
  return asyncHandler(async (req, res, next) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const signedIn = await authenticate(store, tokens, token);
    if (!signedIn.ok) {
      sendError(res, 401, signedIn.message);
      return;
    }
    res.locals.user = signedIn.user;
    res.locals.sessionId = signedIn.sessionId;
    next();
  });
}
