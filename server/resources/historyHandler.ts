/**
 * GET /api/<collection>/:id/history: the audit entries of one record, newest first, for whoever
 * may read the record (its show rule and row scope); the record's History tab.
 */
import type { RequestHandler } from 'express';
import { isVisible } from '../access/rowScope';
import { recordHistory } from '../access/recordHistory';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { readableEntry } from '../access/publicRecord';
import { requestRole } from '../access/requestRole';
import { sendError, statusKey } from '../http/sendError';

/** Entries a record's history answers at most (the audit log screen has them all). */
const MAX_ENTRIES = 500;

export function historyHandler(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = res.locals.resource;
    if (!meta) throw new Error('history without a resource');
    const record = await store.get(meta.api, req.params.id);
    if (!record || !(await isVisible(store, meta, res.locals.user, record)))
      return sendError(res, 404, statusKey(404));
    const entries = await recordHistory(store, meta.name, record.id, MAX_ENTRIES);
    const role = requestRole(res);
    // Its entries show of its fields what the reader may read of the record itself.
    res.json(entries.map((entry) => readableEntry(entry, role)));
  });
}
