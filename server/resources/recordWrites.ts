/**
 * Show, create, replace, patch and delete of one record of /api/<collection>, once the resource
 * routes have authorised the request. A write is validated (prepareWrite), passed through the
 * resource's write rule (writeRules.ts), committed through the store (memory, indexes and the
 * journal, on disk before the answer), then answered with the stored record.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ResourceMeta } from '../../src/registry/types';
import type { WriteMode } from '../../src/registry/validation';
import { createDefaults } from '../actions/createDefaults';
import { sendError, statusKey } from '../http/sendError';
import { storeOf } from '../storage/openDatabase';
import type { Change } from '../storage/store';
import type { Database, DbRecord } from '../storage/types';
import { findRecord } from './findRecord';
import { nextId } from './nextId';
import { prepareWrite } from './prepareWrite';
import { publicRecord } from './publicRecord';
import { writeRules } from './writeRules';

export function showRecord(db: Database): RequestHandler {
  return (req, res, next) => {
    const meta = res.locals.resource;
    if (!meta) return next(new Error('record routes without a resource'));
    const record = findRecord(db, meta.api, req.params.id);
    if (!record) return sendError(res, 404, statusKey(404));
    res.json(publicRecord(record));
  };
}

export function writeRecord(db: Database, mode: WriteMode): RequestHandler {
  return (req, res, next) => {
    const meta = res.locals.resource;
    if (!meta) return next(new Error('record routes without a resource'));
    if (!hasJsonBody(req)) return sendError(res, 400, statusKey(400));
    const existing = mode === 'create' ? undefined : findRecord(db, meta.api, req.params.id);
    if (mode !== 'create' && !existing) return sendError(res, 404, statusKey(404));
    const outcome = prepareWrite(db, meta, req.body as Record<string, unknown>, mode, existing);
    if (!outcome.ok) return sendError(res, 400, 'validation.formFailed', outcome.errors);
    const after = recordAfter(db, meta, mode, outcome.record, existing, res);
    const rule = writeRules[meta.name];
    const ruled = rule
      ? rule(existing, after, { username: String(res.locals.user?.username ?? '') }, new Date())
      : { ok: true as const, record: after };
    if (!ruled.ok) return sendError(res, ruled.status, ruled.message, ruled.errors);
    const record = { ...ruled.record, id: after.id };
    const change: Change = existing
      ? { update: existing, to: record }
      : { insert: record, collection: meta.api };
    storeOf(db)
      .commit([change])
      .then(() => res.status(existing ? 200 : 201).json(publicRecord(existing ?? record)), next);
  };
}

/**
 * Our delete answers the deleted record and deletes nothing else (json-server's also deleted
 * every record whose `<name>Id` pointed at it).
 */
export function removeRecord(db: Database): RequestHandler {
  return (req, res, next) => {
    const meta = res.locals.resource;
    if (!meta) return next(new Error('record routes without a resource'));
    const record = findRecord(db, meta.api, req.params.id);
    if (!record) return sendError(res, 404, statusKey(404));
    storeOf(db)
      .commit([{ delete: record }])
      .then(() => res.json(publicRecord(record)), next);
  };
}

/** The whole record to store: a new one with its id, or the stored one replaced or patched. */
function recordAfter(
  db: Database,
  meta: ResourceMeta,
  mode: WriteMode,
  prepared: Record<string, unknown>,
  existing: DbRecord | undefined,
  res: Response,
): DbRecord {
  if (existing)
    return mode === 'patch' ? { ...existing, ...prepared } : { ...prepared, id: existing.id };
  const defaults = createDefaults(db, meta.name, prepared, res.locals.user);
  return { id: nextId(storeOf(db).collection(meta.api)), ...prepared, ...defaults };
}

/** Writes take a JSON object; a form-encoded body or a JSON array is refused. */
function hasJsonBody(req: Request): boolean {
  const body: unknown = req.body;
  return (
    req.is('application/json') !== false &&
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body)
  );
}
