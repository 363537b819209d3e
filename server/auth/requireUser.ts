/** Everything under /api except login and captcha needs a valid bearer token of an active user. */
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey } from '../http/sendError';
import type { TokenService } from './tokens';
import { findUserById, isActive } from './users';

const BEARER = /^Bearer\s+(\S+)$/i;

export function requireUser(store: Store, tokens: TokenService): RequestHandler {
  return asyncHandler(async (req, res, next) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const userId = token === undefined ? undefined : tokens.verify(token);
    const user = userId === undefined ? undefined : await findUserById(store, userId);
    if (!user || !isActive(user)) {
      sendError(res, 401, statusKey(401));
      return;
    }
    res.locals.user = user;
    next();
  });
}
