/**
 * GET /api/<collection>: `s`, `sort` and `range` as the contract says, with the total in headers,
 * within the caller's row scope. A fetch by ids names at most MAX_LOOKUP_IDS. A lookup, which a
 * role makes without the list rule (a reference's name, a reference input's choices), answers
 * the lookup fields only, its `q` searches those alone and its page holds at most 100 records.
 * Any other list's `q` searches what searchPlan.ts says for the caller.
 */
import type { RequestHandler } from 'express';
import { scopeConditions } from '../access/rowScope';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey } from '../http/sendError';
import { readListParams } from './listParams';
import { queryCollection } from './listQuery';
import { lookupRecord, lookupSortable, MAX_LOOKUP_RECORDS } from './lookupMode';
import { publicRecord } from '../access/publicRecord';
import { BAD_PARAMETER } from './queryErrors';
import { readableQuery } from './readableQuery';
import { requestRole } from '../access/requestRole';
import { searchPlan } from './searchPlan';

export const MAX_LOOKUP_IDS = MAX_LOOKUP_RECORDS;

export function listHandler(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = res.locals.resource;
    if (!meta) throw new Error('list handler without a resource');
    const read = readListParams(meta, req.query);
    if (!read.ok) return sendError(res, 400, statusKey(400), read.errors);
    const ids = read.params.search.id;
    if (Array.isArray(ids) && ids.length > MAX_LOOKUP_IDS)
      return sendError(res, 400, statusKey(400), {
        id: { message: 'authority.tooManyIds', args: { max: MAX_LOOKUP_IDS } },
      });
    const lookupOnly = res.locals.lookupOnly === true;
    const role = requestRole(res);
    // A lookup sorted by a field it does not answer would tell that field's order (an oracle).
    if (lookupOnly && !lookupSortable(meta, role, read.params.sort.field))
      return sendError(res, 400, statusKey(400), { sort: BAD_PARAMETER });
    // A lookup's search pages through the names, 100 at most at a time (its ids are capped above).
    const page = read.params.range;
    if (lookupOnly && ids === undefined && page && page.end - page.start >= MAX_LOOKUP_RECORDS)
      return sendError(res, 400, statusKey(400), {
        range: { message: 'authority.tooManyIds', args: { max: MAX_LOOKUP_RECORDS } },
      });
    // No filter or sort by a field the role may not read whole (schema `readBy`).
    const readable = readableQuery(meta, role, read.params);
    if (!readable.ok) return sendError(res, readable.status, readable.message, readable.errors);
    // A lookup's `q` finds records by what it answers, never by a phone or a passport number.
    const { user } = res.locals;
    const params = { ...read.params, searchPlan: searchPlan(meta, role, user, lookupOnly) };
    const scope = scopeConditions(meta, user);
    const result = await queryCollection(store, meta, params, scope);
    if (!result.ok) return sendError(res, 400, statusKey(400), result.errors);
    const { items, start, total } = result;
    const span = items.length > 0 ? `${start}-${start + items.length - 1}` : '*';
    res.set({
      'Content-Range': `${meta.api} ${span}/${total}`,
      'X-Total-Count': String(total),
      'Access-Control-Expose-Headers': 'Content-Range, X-Total-Count',
    });
    const shown = lookupOnly
      ? (r: DbRecord) => lookupRecord(meta, role, r)
      : (r: DbRecord) => publicRecord(r, meta, role);
    res.json(items.map(shown));
  });
}
