/**
 * Figures of the operator's own money (its expenses, its month result) are not a company's: a
 * company role is refused them with 403 even on a page it may open (the reports page).
 */
import type { RequestHandler } from 'express';
import { isCompanyRole } from '../../src/core/auth/ranks';
import { normalizeRole } from '../../src/core/rules/access';
import { sendError, statusKey } from '../http/sendError';

export const operatorOnly: RequestHandler = (_req, res, next) => {
  const stored = res.locals.user?.role;
  const role = normalizeRole(typeof stored === 'string' ? stored : undefined);
  if (role === undefined || isCompanyRole(role)) return sendError(res, 403, statusKey(403));
  next();
};
