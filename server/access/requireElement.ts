/**
 * The element rule of a business action (schema/roles.yaml `elements`): the same list that shows
 * the button calling it, so the API refuses exactly the roles the app hides the button from.
 */
import type { RequestHandler } from 'express';
import { hasElementAccess } from '../../src/core/rules/access';
import { sendError, statusKey } from '../http/sendError';
import { requestRole } from './requestRole';

export function requireElement(element: string): RequestHandler {
  return (_req, res, next) => {
    if (hasElementAccess(requestRole(res), element)) next();
    else sendError(res, 403, statusKey(403));
  };
}
