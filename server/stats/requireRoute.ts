/**
 * A statistics endpoint answers the roles of the pages that read it: the role must be able to
 * open at least one of those routes, else 403 (the same rule the route guards of the app apply).
 */
import type { RequestHandler } from 'express';
import { canAccessRoute, normalizeRole } from '../../src/core/rules/access';
import { sendError, statusKey } from '../http/sendError';

export function requireRoute(...pathPatterns: string[]): RequestHandler {
  return (_req, res, next) => {
    const stored = res.locals.user?.role;
    const role = normalizeRole(typeof stored === 'string' ? stored : undefined);
    if (!pathPatterns.some((pattern) => canAccessRoute(role, pattern))) {
      sendError(res, 403, statusKey(403));
      return;
    }
    next();
  };
}
