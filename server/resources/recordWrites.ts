/**
 * Show, create, replace, patch and delete of one record of /api/<collection>, once the resource
 * routes have authorised the request. A write runs in one transaction: it reads the record,
 * validates the body (prepareWrite), passes the resource's write rule (writeRules.ts), stores the
 * result, and lets the write hooks recompute what derives from it; it is answered once committed.
 * Whatever refuses the write refuses it whole: nothing is stored.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ResourceMeta } from '../../src/core/registry/types';
import type { WriteMode } from '../../src/core/registry/validation';
import { createDefaults } from '../actions/createDefaults';
import type { Store, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey, type FieldErrorKeys } from '../http/sendError';
import { prepareWrite } from './prepareWrite';
import { publicRecord } from './publicRecord';
import { writeRules } from './writeRules';

type Written =
  | { ok: true; record: DbRecord; created: boolean }
  | { ok: false; status: number; message: string; errors?: FieldErrorKeys };

export function showRecord(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = res.locals.resource;
    if (!meta) throw new Error('record routes without a resource');
    const record = await store.get(meta.api, req.params.id);
    if (!record) return sendError(res, 404, statusKey(404));
    res.json(publicRecord(record));
  });
}

export function writeRecord(store: Store, mode: WriteMode): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = res.locals.resource;
    if (!meta) throw new Error('record routes without a resource');
    if (!hasJsonBody(req)) return sendError(res, 400, statusKey(400));
    const body = req.body as Record<string, unknown>;
    const written = await store.transaction((tx) => write(tx, meta, mode, body, req, res));
    if (!written.ok) return sendError(res, written.status, written.message, written.errors);
    res.status(written.created ? 201 : 200).json(publicRecord(written.record));
  });
}

async function write(
  tx: Transaction,
  meta: ResourceMeta,
  mode: WriteMode,
  body: Record<string, unknown>,
  req: Request,
  res: Response,
): Promise<Written> {
  const existing = mode === 'create' ? undefined : await tx.get(meta.api, req.params.id);
  if (mode !== 'create' && !existing) return { ok: false, status: 404, message: statusKey(404) };
  const outcome = await prepareWrite(tx, meta, body, mode, existing);
  if (!outcome.ok)
    return { ok: false, status: 400, message: 'validation.formFailed', errors: outcome.errors };
  const after = existing
    ? mode === 'patch'
      ? { ...existing, ...outcome.record }
      : { ...outcome.record, id: existing.id }
    : {
        ...outcome.record,
        ...(await createDefaults(tx, meta.name, outcome.record, res.locals.user)),
      };
  const rule = writeRules[meta.name];
  const ruled = rule
    ? rule(
        existing,
        after as DbRecord,
        { username: String(res.locals.user?.username ?? '') },
        new Date(),
      )
    : { ok: true as const, record: after };
  if (!ruled.ok) return ruled;
  const record = existing
    ? await tx.put(meta.api, existing, { ...ruled.record, id: existing.id })
    : await tx.insert(meta.api, withoutId(ruled.record));
  return { ok: true, record, created: !existing };
}

/**
 * Our delete answers the deleted record and deletes nothing else (json-server's also deleted
 * every record whose `<name>Id` pointed at it).
 */
export function removeRecord(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = res.locals.resource;
    if (!meta) throw new Error('record routes without a resource');
    const removed = await store.transaction(async (tx) => {
      const record = await tx.get(meta.api, req.params.id);
      if (record) await tx.remove(meta.api, record);
      return record;
    });
    if (!removed) return sendError(res, 404, statusKey(404));
    res.json(publicRecord(removed));
  });
}

/** A new record's id is the database's to give. */
function withoutId(record: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...record };
  delete copy.id;
  return copy;
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
