/**
 * GET /api/<collection>/export?s=..&sort=..: every record the list would show for the same `s`
 * and sort, as an xlsx download. Who may list the resource and also has the exportExcel element
 * (the role that sees the button) may export it. Errors answer JSON before any byte of the file.
 */
import { Router, type RequestHandler } from 'express';
import type { ResourceMeta } from '../../src/registry/types';
import { requireElement } from '../actions/requireElement';
import { sendError, statusKey } from '../http/sendError';
import { recordsOf } from '../resources/findRecord';
import { readListParams } from '../resources/listParams';
import { runListQuery } from '../resources/listQuery';
import { requestRole } from '../resources/requestRole';
import { authorize, resolveResource } from '../resources/resourceRoutes';
import type { Database } from '../storage/types';
import { exportColumns } from './exportColumns';
import { referenceNamer } from './referenceNames';
import { streamWorkbook } from './streamWorkbook';
import { tashkentWallClock } from './tashkentTime';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function createExportRoutes(db: Database): Router {
  const router = Router();
  router.get(
    '/:collection/export',
    resolveResource,
    authorize('list'),
    requireElement('exportExcel'),
    exportHandler(db),
  );
  return router;
}

function exportHandler(db: Database): RequestHandler {
  return (req, res, next) => {
    const meta = res.locals.resource;
    if (!meta) return next(new Error('export without a resource'));
    const read = readListParams(meta, req.query);
    // The list's own engine, without a page: the same records in the same order.
    const result = read.ok
      ? runListQuery(recordsOf(db, meta.api), meta, { ...read.params, range: undefined })
      : read;
    if (!result.ok) return sendError(res, 400, statusKey(400), result.errors);

    const { t, language } = res.locals;
    const nameReference = referenceNamer(db, requestRole(res));
    const columns = exportColumns(meta, { t, language, nameReference });
    res.set({
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${fileName(meta)}"`,
      'X-Total-Count': String(result.total),
      'Access-Control-Expose-Headers': 'Content-Disposition, X-Total-Count',
      'Cache-Control': 'no-store',
    });
    const sheetName = t(`resources.${meta.route}.name`, { smart_count: 2 });
    streamWorkbook(res, sheetTitle(sheetName), columns, result.items).catch(next);
  };
}

/** `waybills-2026-11-22-1530.xlsx`: the collection and the Tashkent time of the download. */
function fileName(meta: ResourceMeta): string {
  const stamp = tashkentWallClock(new Date()).toISOString();
  return `${meta.api}-${stamp.slice(0, 10)}-${stamp.slice(11, 13)}${stamp.slice(14, 16)}.xlsx`;
}

/** Excel refuses these characters in sheet names and more than 31 characters. */
function sheetTitle(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}
