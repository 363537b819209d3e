/**
 * The business actions of the registry (schema `actions:`, docs/api.md "Actions"), routed as
 * server/generated/actions.ts lists them: each checks who may call it (its element's rule, its
 * roles, or the resource's rule), then its body against the payload's generated validator, then
 * plans and saves its change (server/entities/planners.ts; a `set:` action's, setFields.ts). An
 * `idempotent` action reads its Idempotency-Key before the body (server/actions/idempotency.ts).
 */
import { Router, type RequestHandler } from 'express';
import { resources } from '../../src/core/generated/registry';
import { isRefusedRole } from '../../src/core/rules/access';
import {
  actionMeta,
  isRefusedAsAuthor,
  mayRunAction,
  mayRunOnRecord,
} from '../../src/core/rules/actions';
import { isVisible } from '../access/rowScope';
import { asyncHandler } from '../http/asyncHandler';
import { checkPathId } from '../http/pathId';
import { validatePayload } from '../../src/core/rules/validation';
import type { Store } from '../db/store';
import { actionRoutes, type ActionName, type ActionRoute } from '../generated/actions';
import { sendError, statusKey } from '../http/sendError';
import { requestRole } from '../access/requestRole';
import type { ActionHandler } from '../actions/actionPlan';
import { ACTION_HANDLERS } from '../entities/planners';
import { acceptIdempotencyKey } from '../actions/idempotency';
import { runAction } from './runAction';
import { setFields } from './setFields';

/** i18n key: the user the action's `notBy` field names may not do it. */
const NOT_BY_AUTHOR = 'authority.notByAuthor';

/** The roles the registry admits (an element's list when it names one): else 403. */
function requireRoles(route: ActionRoute): RequestHandler {
  return (_req, res, next) => {
    const role = requestRole(res);
    if (role !== undefined && !isRefusedRole(role) && route.roles.includes(role)) next();
    else sendError(res, 403, statusKey(403));
  };
}

/**
 * A record action whose record decides who does it (schema `notBy`, `alsoBy`): never the user its
 * `notBy` field names (403 saying so), also the one its `alsoBy` names whatever their role, else
 * the roles the registry admits (403). A record that is not there is left to requireVisible.
 */
function requireActor(store: Store, route: ActionRoute): RequestHandler {
  const meta = resources[route.resource];
  const action = actionMeta(route.resource, route.name);
  return asyncHandler(async (req, res, next) => {
    const role = requestRole(res);
    const userId = res.locals.user?.id;
    const record = await store.get(meta.api, req.params.id);
    if (!record) return mayRunAction(action, role) ? next() : sendError(res, 403, statusKey(403));
    if (isRefusedAsAuthor(action, userId, record)) return sendError(res, 403, NOT_BY_AUTHOR);
    if (mayRunOnRecord(action, route.resource, role, userId, record)) return next();
    sendError(res, 403, statusKey(403));
  });
}

/**
 * A record action acts on a record the caller's row scope holds (server/access/rowScope.ts);
 * another company's record is not there: 404. The planner reads it again in its transaction.
 */
function requireVisible(store: Store, route: ActionRoute): RequestHandler {
  const meta = resources[route.resource];
  return asyncHandler(async (req, res, next) => {
    const record = await store.get(meta.api, req.params.id);
    if (!record || !(await isVisible(store, meta, res.locals.user, record)))
      return sendError(res, 404, statusKey(404));
    next();
  });
}

/**
 * The body checked by the payload's generated validator (an action without one takes no keys): 400
 * with its field errors, else on.
 */
function checkPayload(route: ActionRoute): RequestHandler {
  return (req, res, next) => {
    const checked = validatePayload(route.payload, req.body);
    if (!checked.ok) return sendError(res, 400, 'validation.formFailed', checked.errors);
    // The planner works on what the validator made of the body: trimmed, transformed.
    req.body = checked.data;
    next();
  };
}

/** A declarative action's (`set:`) is the generic planner; any other's, its own. */
function handlerOf(route: ActionRoute): ActionHandler {
  if (route.set) return { plan: setFields(route.resource, route.name, route.set) };
  // Every action without `set` is an ActionName: tsc makes planners.ts name each of them.
  return ACTION_HANDLERS[route.name as ActionName];
}

export function createActionRoutes(store: Store): Router {
  const router = Router();
  router.param('id', checkPathId);
  const routes: readonly ActionRoute[] = actionRoutes;
  for (const route of routes) {
    const handler = handlerOf(route);
    const answer =
      'plan' in handler ? runAction(store, handler.plan, route.name) : handler.handle(store);
    const byRecord = 'notBy' in route || 'alsoBy' in route;
    const guards = [
      byRecord ? requireActor(store, route) : requireRoles(route),
      ...(route.path.includes(':id') ? [requireVisible(store, route)] : []),
    ];
    const keyed = 'idempotent' in route ? [acceptIdempotencyKey(store)] : [];
    router[route.method](route.path, ...guards, ...keyed, checkPayload(route), answer);
  }
  return router;
}
