/**
 * GET /api/<collection>/export?s=..&sort=..: every record the list would show for the same `s`
 * and sort, as an xlsx download. Who may list the resource and also has the exportExcel element
 * (the role that sees the button) may export it. Errors answer JSON before any byte of the file.
 */
import { Router, type RequestHandler } from 'express';
import type { ResourceMeta } from '../../src/core/registry/types';
import { scopeConditions } from '../access/rowScope';
import { requireElement } from '../access/requireElement';
import type { Store } from '../db/store';
import { asyncHandler } from '../http/asyncHandler';
import { sendError, statusKey } from '../http/sendError';
import { readConditions } from '../resources/listFilter';
import { readListParams } from '../resources/listParams';
import { readableQuery } from '../resources/readableQuery';
import { requestRole } from '../access/requestRole';
import { searchPlan } from '../resources/searchPlan';
import { authorize, resolveResource } from '../resources/resourceRoutes';
import { exportColumns, exportedFields, referencedResources } from './exportColumns';
import { referenceNamer } from './referenceNames';
import { streamWorkbook } from './streamWorkbook';
import { tashkentWallClock } from '../../src/core/time/tashkent';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/**
 * Records read from the database at a time: memory holds one batch. A small batch is collected
 * young, before the garbage collector would copy it to the old generation (2,000 at a time cost
 * half again the CPU time of 500 at 100,000 waybills).
 */
const BATCH_SIZE = 500;

export function createExportRoutes(store: Store): Router {
  const router = Router();
  router.get(
    '/:collection/export',
    resolveResource,
    authorize('list'),
    requireElement('exportExcel'),
    exportHandler(store),
  );
  return router;
}

function exportHandler(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    const meta = res.locals.resource;
    if (!meta) throw new Error('export without a resource');
    // The list's own conditions and order, without a page: the same records in the same order.
    const read = readListParams(meta, req.query);
    if (!read.ok) return sendError(res, 400, statusKey(400), read.errors);
    const role = requestRole(res);
    const readable = readableQuery(meta, role, read.params);
    if (!readable.ok) return sendError(res, readable.status, readable.message, readable.errors);
    const { user } = res.locals;
    const plan = searchPlan(meta, role, user, false);
    const filter = readConditions(meta, read.params.search, store.now(), plan);
    if (!filter.ok) return sendError(res, 400, statusKey(400), filter.errors);
    const scope = scopeConditions(meta, user);
    const request = { conditions: [...filter.conditions, ...scope], sort: read.params.sort };
    const total = await store.count(meta.api, request.conditions);
    const nameReference = await referenceNamer(
      store,
      res.locals.user,
      referencedResources(meta, role),
    );

    const { t, language } = res.locals;
    const columns = exportColumns(meta, { t, language, nameReference, role });
    res.set({
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${fileName(meta, store.now())}"`,
      'X-Total-Count': String(total),
      'Access-Control-Expose-Headers': 'Content-Disposition, X-Total-Count',
      'Cache-Control': 'no-store',
    });
    const sheetName = t(`resources.${meta.route}.name`, { smart_count: 2 });
    const fields = exportedFields(meta, role).map((field) => field.name);
    const batches = store.batches(meta.api, request, BATCH_SIZE, fields);
    await streamWorkbook(res, sheetTitle(sheetName), columns, batches);
  });
}

/** `waybills-2026-11-22-1530.xlsx`: the collection and the Tashkent time of the download. */
function fileName(meta: ResourceMeta, now: Date): string {
  const stamp = tashkentWallClock(now).toISOString();
  return `${meta.api}-${stamp.slice(0, 10)}-${stamp.slice(11, 13)}${stamp.slice(14, 16)}.xlsx`;
}

/** Excel refuses these characters in sheet names and more than 31 characters. */
function sheetTitle(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}
