/**
 * CRUD of every registry resource under /api/<collection>. Our middleware decides who may do
 * what (canAccess), reads lists (listHandler), validates and prepares writes, and deletes; json-server's
 * router then shows, creates, replaces and patches the prepared records.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { resources } from '../../src/generated/registry';
import { canAccess, canLookUp } from '../../src/registry/access';
import type { Action } from '../../src/registry/types';
import type { WriteMode } from '../../src/registry/validation';
import { createDefaults } from '../actions/createDefaults';
import { requireDeleteElement } from '../actions/deleteElements';
import { collections } from '../generated/collections';
import { sendError, statusKey } from '../http/sendError';
import type { Database } from '../storage/types';
import { findRecord, recordsOf } from './findRecord';
import { createJsonRouter } from './jsonRouter';
import { listHandler } from './listHandler';
import { prepareWrite } from './prepareWrite';
import { publicRecord } from './publicRecord';
import { requestRole } from './requestRole';

export function createResourceRoutes(db: Database): Router {
  const router = Router();
  const jsonRouter = [withoutQuery, createJsonRouter(db)];
  router.use('/:collection', resolveResource);
  router.get('/:collection', authorizeList, listHandler(db));
  router.get('/:collection/:id', authorize('show'), jsonRouter);
  router.post('/:collection', authorize('create'), prepare(db, 'create'), jsonRouter);
  router.put('/:collection/:id', authorize('edit'), prepare(db, 'replace'), jsonRouter);
  router.patch('/:collection/:id', authorize('edit'), prepare(db, 'patch'), jsonRouter);
  router.delete('/:collection/:id', authorize('delete'), requireDeleteElement, remove(db));
  return router;
}

const resolveResource: RequestHandler = (req, res, next) => {
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
function authorize(action: Action): RequestHandler {
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
 * Listing needs the list rule, except a fetch by ids alone (`s={"id":[...]}`), which the roles
 * reading records that point at this resource may make too (react-admin's reference fields).
 */
const authorizeList: RequestHandler = (req, res, next) => {
  const meta = res.locals.resource;
  const role = requestRole(res);
  if (
    meta &&
    (canAccess(role, 'list', meta.name) || (isIdLookup(req.query.s) && canLookUp(role, meta.name)))
  ) {
    next();
    return;
  }
  sendError(res, 403, statusKey(403));
};

function isIdLookup(search: unknown): boolean {
  if (typeof search !== 'string') return false;
  try {
    const parsed: unknown = JSON.parse(search);
    return typeof parsed === 'object' && parsed !== null && Object.keys(parsed).join() === 'id';
  } catch {
    return false;
  }
}

/**
 * The contract gives show and writes no query parameters; json-server would act on its own
 * (`_embed`, `_expand`: records of other collections, past their role rules; `_delay`).
 */
const withoutQuery: RequestHandler = (req, _res, next) => {
  req.query = {};
  next();
};

/** Validates the body and replaces it by the record to store; json-server does the rest. */
function prepare(db: Database, mode: WriteMode): RequestHandler {
  return (req, res, next) => {
    const meta = res.locals.resource;
    if (!meta) return next(new Error('resource routes without a resource'));
    if (!hasJsonBody(req)) return sendError(res, 400, statusKey(400));
    const existing = mode === 'create' ? undefined : findRecord(db, meta.api, req.params.id);
    if (mode !== 'create' && !existing) return sendError(res, 404, statusKey(404));
    const outcome = prepareWrite(db, meta, req.body as Record<string, unknown>, mode, existing);
    if (!outcome.ok) return sendError(res, 400, 'validation.formFailed', outcome.errors);
    req.body =
      mode === 'create'
        ? { ...outcome.record, ...createDefaults(db, meta.name, outcome.record, res.locals.user) }
        : outcome.record;
    next();
  };
}

/**
 * Our own delete: json-server's answers `{}` (the contract returns the deleted record) and also
 * deletes every record whose `<name>Id` pointed at it.
 */
function remove(db: Database): RequestHandler {
  return (req, res, next) => {
    const meta = res.locals.resource;
    if (!meta) return next(new Error('resource routes without a resource'));
    const records = recordsOf(db, meta.api);
    const index = records.findIndex((record) => String(record.id) === req.params.id);
    if (index < 0) return sendError(res, 404, statusKey(404));
    const [removed] = records.splice(index, 1);
    db.write();
    res.json(publicRecord(removed));
  };
}

/**
 * Writes take a JSON object. Anything else is refused here, also because json-server's router
 * would parse a form-encoded body itself, after our validation.
 */
function hasJsonBody(req: Request): boolean {
  const body: unknown = req.body;
  return (
    req.is('application/json') !== false &&
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body)
  );
}
