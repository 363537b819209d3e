/** GET /api/<collection>: `s`, `sort` and `range` as the contract says, with the total in headers. */
import type { RequestHandler } from 'express';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey } from '../http/sendError';
import { readListParams } from './listParams';
import { queryCollection } from './listQuery';
import { publicRecord } from './publicRecord';

export function listHandler(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = res.locals.resource;
    if (!meta) throw new Error('list handler without a resource');
    const read = readListParams(meta, req.query);
    const result = read.ok ? await queryCollection(store, meta, read.params) : read;
    if (!result.ok) return sendError(res, 400, statusKey(400), result.errors);
    const { items, start, total } = result;
    const span = items.length > 0 ? `${start}-${start + items.length - 1}` : '*';
    res.set({
      'Content-Range': `${meta.api} ${span}/${total}`,
      'X-Total-Count': String(total),
      'Access-Control-Expose-Headers': 'Content-Range, X-Total-Count',
    });
    res.json(items.map(publicRecord));
  });
}
