/**
 * Box day batch figures (counts, weights, amounts, paid and unpaid, what remains, both statuses,
 * the latest payment) and each box's waybill count are derived, never entered. Before batches or
 * boxes are read (list, record, export) by a role that may read them, the figures are recomputed
 * from the boxes, waybills, receive records and payments (src/domain/boxLedgerFigures) and the
 * records that differ are saved first, so no write anywhere can leave what is read stale. Nothing
 * is recomputed while none of those collections has changed since the last time.
 */
import { Router, type RequestHandler } from 'express';
import { boxLedgerFigures, type BoxLedger } from '../../src/domain/boxLedgerFigures';
import { resources } from '../../src/generated/registry';
import { canAccess } from '../../src/registry/access';
import { recordsOf } from '../resources/findRecord';
import { requestRole } from '../resources/requestRole';
import { storeOf } from '../storage/openDatabase';
import type { Change } from '../storage/store';
import type { Database, DbRecord } from '../storage/types';

const BATCHES = resources.boxDayBatch.api;
const BOXES = resources.box.api;
const RECEIPTS = resources.boxReceiveRecord.api;
/** The collections the figures are made from and stored in. */
const SOURCES = [BATCHES, BOXES, resources.waybill.api, resources.boxPayment.api, RECEIPTS];

/**
 * GET of batches and boxes (list, record, export). Only a role that may list or show the resource
 * has the figures refreshed: a request the API refuses must not write anything (an id lookup only
 * reads names, which are not figures).
 */
export function freshBoxFigureReads(db: Database): Router {
  const router = Router();
  let checkedAt: string | undefined;
  const refresh: RequestHandler = (_req, _res, next) => {
    const store = storeOf(db);
    const versions = () => SOURCES.map((name) => store.collection(name).version).join();
    if (versions() === checkedAt) return next();
    const saved = store.commit(figureChanges(db));
    // The commit has changed memory already: these are the versions the figures agree with.
    const agreed = versions();
    saved.then(() => {
      checkedAt = agreed;
      next();
    }, next);
  };
  for (const meta of [resources.boxDayBatch, resources.box]) {
    router.get([`/${meta.api}`, `/${meta.api}/*`], (req, res, next) => {
      const role = requestRole(res);
      if (canAccess(role, 'list', meta.name) || canAccess(role, 'show', meta.name))
        refresh(req, res, next);
      else next();
    });
  }
  return router;
}

/** The batches and boxes whose stored figures differ from what their ledger says. */
function figureChanges(db: Database): Change[] {
  const boxes = recordsOf(db, BOXES);
  // The store is untyped; these are the registry's records, read only for the ledger's fields.
  const figures = boxLedgerFigures({
    boxes: boxes as unknown as BoxLedger['boxes'],
    waybills: recordsOf(db, resources.waybill.api) as unknown as BoxLedger['waybills'],
    payments: recordsOf(db, resources.boxPayment.api) as unknown as BoxLedger['payments'],
    receipts: recordsOf(db, RECEIPTS) as unknown as BoxLedger['receipts'],
  });
  const changes: Change[] = [];
  const update = (record: DbRecord, values: Record<string, unknown>) => {
    const to = withValues(record, values);
    if (to) changes.push({ update: record, to });
  };
  for (const batch of recordsOf(db, BATCHES)) update(batch, { ...figures.batch(batch.id) });
  for (const box of boxes) update(box, { waybillCount: figures.boxWaybillCount(box.id) });
  return changes;
}

/** The record with the values (`undefined` removes a field), or undefined when nothing differs. */
function withValues(record: DbRecord, values: Record<string, unknown>): DbRecord | undefined {
  const differs = Object.entries(values).some(([field, value]) =>
    value === undefined ? field in record : record[field] !== value,
  );
  if (!differs) return undefined;
  const to: DbRecord = { ...record };
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined) delete to[field];
    else to[field] = value;
  }
  return to;
}
