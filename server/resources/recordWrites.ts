/**
 * Show, create, replace, patch and delete of one record of /api/<collection>, once the resource
 * routes have authorised the request. A write runs in one transaction: it reads the record (one
 * outside the caller's row scope is not there: 404), checks the version the edit started from
 * (409), the fields the caller may write (403, server/access/fieldAuthority.ts), validates the
 * rest (prepareWrite; a company role's references must name records it may see, and its record
 * stay in its company), passes the entity's check of who writes (403: a user's ranks) and its
 * write rule (server/entities/), stores the result and lets the write hooks recompute what
 * derives from it; the store appends the audit entries, and the answer goes once committed. Whatever refuses the write
 * refuses it whole: nothing is stored. An edit that would change nothing (the version checked
 * first) stores nothing either, and answers the record as it is. The answer is the record as the
 * transaction left it, its hooks' figures included (Transaction.stateOf): no read after commit.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { ResourceMeta } from '../../src/core/registry/types';
import type { ValidationMessage } from '../../src/core/registry/fieldErrors';
import type { WriteMode } from '../../src/core/rules/validation';
import { fieldAuthority } from '../access/fieldAuthority';
import { hiddenReferences } from '../access/referenceScope';
import { isVisible, outsideScope, scopeFill } from '../access/rowScope';
import type { Reader, Store, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { entityOf } from '../entities/entities';
import { asyncHandler } from '../http/asyncHandler';
import { requestAuthor } from '../http/requestAuthor';
import { sendError, statusKey, type FieldErrorKeys } from '../http/sendError';
import { prepareWrite } from '../writes/prepareWrite';
import { publicRecord } from '../access/publicRecord';
import { requestRole } from '../access/requestRole';
import { staleVersion } from '../access/staleVersion';
import { writeActor } from '../access/writeActor';

type Refusal = {
  ok: false;
  status: number;
  message: string | ValidationMessage;
  errors?: FieldErrorKeys;
  extra?: Record<string, unknown>;
};
/** `unchanged`: the write would have changed nothing, and was not made. */
type Written = { ok: true; record: DbRecord; created: boolean; unchanged?: boolean } | Refusal;

const NOT_FOUND: Refusal = { ok: false, status: 404, message: statusKey(404) };
const AUTHOR_ACTIONS: Record<WriteMode, string> = {
  create: 'create',
  replace: 'update',
  patch: 'update',
};

export function showRecord(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const record = await visibleRecord(store, res, req.params.id);
    if (!record) return sendError(res, 404, statusKey(404));
    res.json(publicRecord(record, resourceOf(res), requestRole(res)));
  });
}

export function writeRecord(store: Store, mode: WriteMode): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = resourceOf(res);
    if (!hasJsonBody(req)) return sendError(res, 400, statusKey(400));
    const body = req.body as Record<string, unknown>;
    const { written, tx } = await store.transaction(
      requestAuthor(res, AUTHOR_ACTIONS[mode]),
      async (tx) => ({ written: await write(tx, meta, mode, body, req, res), tx }),
    );
    if (!written.ok) return refuse(res, written);
    if (written.unchanged) res.locals.wroteNothing = true;
    const record = tx.stateOf(meta.api, written.record);
    res.status(written.created ? 201 : 200).json(publicRecord(record, meta, requestRole(res)));
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
  const user = res.locals.user;
  const role = requestRole(res);
  const existing = mode === 'create' ? undefined : await visibleRecord(tx, res, req.params.id);
  if (mode !== 'create' && !existing) return NOT_FOUND;
  if (existing) {
    const stale = await staleVersion(tx, meta, existing, body.version);
    if (stale) return stale;
  }
  const authority = fieldAuthority(meta, role, body, mode, existing, scopeFill(meta, user));
  if (Object.keys(authority.refused).length > 0) return forbidden(authority.refused);
  const outcome = await prepareWrite(tx, meta, authority.input, mode, existing, authority.writable);
  if (!outcome.ok)
    return { ok: false, status: 400, message: 'validation.formFailed', errors: outcome.errors };
  const hidden = await hiddenReferences(tx, meta, user, authority.input, existing);
  if (Object.keys(hidden).length > 0)
    return { ok: false, status: 400, message: 'validation.formFailed', errors: hidden };
  const entity = entityOf(meta.name);
  const after = existing
    ? mode === 'patch'
      ? { ...existing, ...outcome.record }
      : { ...outcome.record, id: existing.id }
    : { ...outcome.record, ...(await entity.createDefaults?.(tx, outcome.record, user)) };
  // What a company or pickup point role writes stays in its scope: no row it could not see.
  const outside = await outsideScope(tx, meta, user, after as DbRecord);
  if (outside) return forbidden(outside);
  const refusal = entity.writerCheck?.(user, existing, after as DbRecord);
  if (refusal) return { ok: false, status: 403, message: refusal };
  const ruled = entity.writeRule
    ? entity.writeRule(existing, after as DbRecord, writeActor(res), tx.now)
    : { ok: true as const, record: after };
  if (!ruled.ok) return ruled;
  if (!existing) {
    const record = await tx.insert(meta.api, withoutId(ruled.record));
    return { ok: true, record, created: true };
  }
  const next = { ...ruled.record, id: existing.id };
  // Changing nothing is no write: no new version or time, no hooks, no audit entry.
  const stored = await tx.putIfChanged(meta.api, existing, next);
  if (!stored) return { ok: true, record: existing, created: false, unchanged: true };
  return { ok: true, record: stored, created: false };
}

/**
 * Our delete answers the deleted record and deletes nothing else (json-server's also deleted
 * every record whose `<name>Id` pointed at it).
 */
export function removeRecord(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = resourceOf(res);
    const removed = await store.transaction(
      requestAuthor(res, 'delete'),
      async (tx): Promise<Written> => {
        const record = await visibleRecord(tx, res, req.params.id);
        if (!record) return NOT_FOUND;
        const refusal = entityOf(meta.name).writerCheck?.(res.locals.user, record, undefined);
        if (refusal) return { ok: false, status: 403, message: refusal };
        await tx.remove(meta.api, record);
        return { ok: true, record, created: false };
      },
    );
    if (!removed.ok) return refuse(res, removed);
    res.json(publicRecord(removed.record, meta, requestRole(res)));
  });
}

/** The record of the request's resource by id, if the caller's row scope holds it. */
async function visibleRecord(
  reader: Reader,
  res: Response,
  id: unknown,
): Promise<DbRecord | undefined> {
  const meta = resourceOf(res);
  const record = await reader.get(meta.api, id);
  return record && (await isVisible(reader, meta, res.locals.user, record)) ? record : undefined;
}

function forbidden(errors: FieldErrorKeys): Refusal {
  return { ok: false, status: 403, message: Object.values(errors)[0] as string, errors };
}

function refuse(res: Response, refusal: Refusal): void {
  sendError(res, refusal.status, refusal.message, refusal.errors, refusal.extra);
}

function resourceOf(res: Response): ResourceMeta {
  const meta = res.locals.resource;
  if (!meta) throw new Error('record routes without a resource');
  return meta;
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
