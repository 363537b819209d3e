/** Everything under /api except login and captcha needs a valid bearer token of an active user. */
import type { RequestHandler } from 'express';
import { sendError, statusKey } from '../http/sendError';
import type { Database } from '../storage/types';
import type { TokenService } from './tokens';
import { findUserById, isActive } from './users';

const BEARER = /^Bearer\s+(\S+)$/i;

export function requireUser(db: Database, tokens: TokenService): RequestHandler {
  return (req, res, next) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const userId = token === undefined ? undefined : tokens.verify(token);
    const user = userId === undefined ? undefined : findUserById(db, userId);
    if (!user || !isActive(user)) {
      sendError(res, 401, statusKey(401));
      return;
    }
    res.locals.user = user;
    next();
  };
}
