/**
 * A statistics endpoint answers the roles of the pages that read it: the role must be able to
 * open at least one of those routes, else 403 (the same rule the route guards of the app apply).
 */
import type { RequestHandler } from 'express';
import { canAccess, canAccessRoute, normalizeRole } from '../../src/core/rules/access';
import type { Action } from '../../src/core/registry/types';
import { sendError, statusKey } from '../http/sendError';

export function requireRoute(...pathPatterns: string[]): RequestHandler {
  return requireRole((role) => pathPatterns.some((pattern) => canAccessRoute(role, pattern)));
}

/**
 * An endpoint a resource's own page reads (a record's show): the role must have every one of
 * these rules of the registry (`['show', 'client']`: may open a client's page), else 403.
 */
export function requireAccess(...rules: [Action, string][]): RequestHandler {
  return requireRole((role) =>
    rules.every(([action, resource]) => canAccess(role, action, resource)),
  );
}

function requireRole(admits: (role: string | undefined) => boolean): RequestHandler {
  return (_req, res, next) => {
    const stored = res.locals.user?.role;
    const role = normalizeRole(typeof stored === 'string' ? stored : undefined);
    if (!admits(role)) {
      sendError(res, 403, statusKey(403));
      return;
    }
    next();
  };
}
