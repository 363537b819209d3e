/**
 * GET /api/<collection>: `s`, `sort` and `range` as the contract says, with the total in headers,
 * within the caller's row scope. A fetch by ids names at most MAX_LOOKUP_IDS; one a role makes
 * without the list rule (a reference's name) answers the lookup fields only.
 */
import type { RequestHandler } from 'express';
import type { ResourceMeta } from '../../src/core/registry/types';
import { scopeConditions } from '../access/rowScope';
import type { Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey } from '../http/sendError';
import { readListParams } from './listParams';
import { queryCollection } from './listQuery';
import { publicRecord } from './publicRecord';
import { BAD_PARAMETER } from './queryErrors';

export const MAX_LOOKUP_IDS = 100;

export function listHandler(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = res.locals.resource;
    if (!meta) throw new Error('list handler without a resource');
    const read = readListParams(meta, req.query);
    const ids = read.ok ? read.params.search.id : undefined;
    if (Array.isArray(ids) && ids.length > MAX_LOOKUP_IDS)
      return sendError(res, 400, statusKey(400), {
        id: { message: 'authority.tooManyIds', args: { max: MAX_LOOKUP_IDS } },
      });
    // A lookup sorted by a field it does not answer would tell that field's order (an oracle).
    if (read.ok && res.locals.lookupOnly && !lookupSortable(meta, read.params.sort.field))
      return sendError(res, 400, statusKey(400), { sort: BAD_PARAMETER });
    const scope = scopeConditions(meta, res.locals.user);
    const result = read.ok ? await queryCollection(store, meta, read.params, scope) : read;
    if (!result.ok) return sendError(res, 400, statusKey(400), result.errors);
    const { items, start, total } = result;
    const span = items.length > 0 ? `${start}-${start + items.length - 1}` : '*';
    res.set({
      'Content-Range': `${meta.api} ${span}/${total}`,
      'X-Total-Count': String(total),
      'Access-Control-Expose-Headers': 'Content-Range, X-Total-Count',
    });
    const shown = res.locals.lookupOnly ? (r: DbRecord) => lookupRecord(meta, r) : publicRecord;
    res.json(items.map(shown));
  });
}

/** The fields a lookup answers besides the id. */
const lookupFields = (meta: ResourceMeta) => meta.lookupFields ?? [meta.recordRepresentation];

/** A lookup sorts by what it answers, or in the resource's own order. */
function lookupSortable(meta: ResourceMeta, field: string): boolean {
  return field === 'id' || field === meta.sort.field || lookupFields(meta).includes(field);
}

/** What a reference needs of a record: its id and the fields that name it. */
function lookupRecord(meta: ResourceMeta, record: DbRecord): DbRecord {
  const shown: DbRecord = { id: record.id };
  for (const field of lookupFields(meta))
    if (record[field] !== undefined) shown[field] = record[field];
  return shown;
}
