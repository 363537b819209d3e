/**
 * POST /api/auth/logout: ends the session of the request's token (behind requireUser, so only a
 * live one gets here). 204; the token answers 401 from then on, and its socket closes.
 */
import type { RequestHandler } from 'express';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey } from '../http/sendError';
import './sessionsAuth';
import type { TokenService } from './tokens';

export const logoutRoute = (tokens: TokenService): RequestHandler =>
  asyncHandler(async (_req, res) => {
    const { sessionId } = res.locals;
    if (sessionId === undefined) {
      sendError(res, 401, statusKey(401));
      return;
    }
    await tokens.end(sessionId);
    res.status(204).end();
  });
