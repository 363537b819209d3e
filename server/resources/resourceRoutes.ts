/**
 * CRUD of every registry resource under /api/<collection>. Our middleware decides who may do
 * what (canAccess); listHandler reads lists, recordWrites shows, writes and deletes records.
 */
import { Router, type RequestHandler } from 'express';
import { resources } from '../../src/core/generated/registry';
import { canAccess, canLookUp } from '../../src/core/rules/access';
import type { Action } from '../../src/core/registry/types';
import { requireDeleteElement } from '../access/deleteElements';
import { collections } from '../generated/collections';
import { checkPathId } from '../http/pathId';
import { sendError, statusKey } from '../http/sendError';
import type { Store } from '../db/store';
import { historyHandler } from './historyHandler';
import { listHandler } from './listHandler';
import { isLookupQuery } from './lookupMode';
import { removeRecord, showRecord, writeRecord } from './recordWrites';
import { requestRole } from '../access/requestRole';

export function createResourceRoutes(store: Store): Router {
  const router = Router();
  router.param('id', checkPathId);
  router.use('/:collection', resolveResource);
  router.get('/:collection', authorizeList, listHandler(store));
  router.get('/:collection/:id/history', authorize('show'), historyHandler(store));
  router.get('/:collection/:id', authorize('show'), showRecord(store));
  router.post('/:collection', authorize('create'), writeRecord(store, 'create'));
  router.put('/:collection/:id', authorize('edit'), writeRecord(store, 'replace'));
  router.patch('/:collection/:id', authorize('edit'), writeRecord(store, 'patch'));
  router.delete('/:collection/:id', authorize('delete'), requireDeleteElement, removeRecord(store));
  return router;
}

export const resolveResource: RequestHandler = (req, res, next) => {
  const { collection } = req.params;
  const name = Object.hasOwn(collections, collection) ? collections[collection] : undefined;
  const meta = name === undefined ? undefined : resources[name];
  if (!meta) {
    sendError(res, 404, statusKey(404));
    return;
  }
  res.locals.resource = meta;
  next();
};

/** The role's rule for this action on this resource, checked on every request. */
export function authorize(action: Action): RequestHandler {
  return (_req, res, next) => {
    const meta = res.locals.resource;
    if (!meta || !canAccess(requestRole(res), action, meta.name)) {
      sendError(res, 403, statusKey(403));
      return;
    }
    next();
  };
}

/**
 * Listing needs the list rule, except a lookup: a fetch by ids (`s={"id":[...]}`, react-admin's
 * reference fields) or a search of one page (`s={"q":"BK1"}` with `range`, its reference inputs),
 * which the roles reading records that point at this resource may make too (canLookUp).
 */
const authorizeList: RequestHandler = (req, res, next) => {
  const meta = res.locals.resource;
  const role = requestRole(res);
  if (meta && canAccess(role, 'list', meta.name)) return next();
  if (meta && isLookupQuery(req.query) && canLookUp(role, meta.name)) {
    // A reference needs the record's name, nothing more: no personal data (lookupFields).
    res.locals.lookupOnly = true;
    return next();
  }
  sendError(res, 403, statusKey(403));
};
