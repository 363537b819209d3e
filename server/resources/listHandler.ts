/** GET /api/<collection>: `s`, `sort` and `range` as the contract says, with the total in headers. */
import type { RequestHandler } from 'express';
import { sendError, statusKey } from '../http/sendError';
import type { Database } from '../storage/types';
import { recordsOf } from './findRecord';
import { readListParams } from './listParams';
import { runListQuery } from './listQuery';
import { publicRecord } from './publicRecord';

export function listHandler(db: Database): RequestHandler {
  return (req, res, next) => {
    const meta = res.locals.resource;
    if (!meta) return next(new Error('list handler without a resource'));
    const read = readListParams(meta, req.query);
    const result = read.ok ? runListQuery(recordsOf(db, meta.api), meta, read.params) : read;
    if (!result.ok) return sendError(res, 400, statusKey(400), result.errors);
    const { items, start, total } = result;
    const span = items.length > 0 ? `${start}-${start + items.length - 1}` : '*';
    res.set({
      'Content-Range': `${meta.api} ${span}/${total}`,
      'X-Total-Count': String(total),
      'Access-Control-Expose-Headers': 'Content-Range, X-Total-Count',
    });
    res.json(items.map(publicRecord));
  };
}
