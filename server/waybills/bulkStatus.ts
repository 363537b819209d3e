/**
 * POST /api/waybills/bulk-status: one status for many waybills, by selected rows or pasted
 * tracking numbers. Each goes through the waybill's write plan; the answer says, per entry, what
 * happened; every change is saved in one write.
 */
import type { RequestHandler } from 'express';
import { resources } from '../../src/generated/registry';
import { canAccess } from '../../src/registry/access';
import type { WaybillStatus } from '../../src/domain/statusChange';
import { saveChanges, type RecordChange } from '../actions/saveChanges';
import { sendError, statusKey } from '../http/sendError';
import { requestRole } from '../resources/requestRole';
import type { WriteActor } from '../resources/writeRules';
import type { Database, DbRecord } from '../storage/types';
import { parseBulkStatus, type BulkStatusRequest } from './bulkStatusRequest';
import { waybillById, waybillByTrackingNumber } from './findWaybill';
import { planWaybillWrite } from './waybillWritePlan';

export type BulkOutcome = 'changed' | 'unchanged' | 'notFound' | 'notAllowed';

export interface BulkResult {
  /** The waybill's tracking number; as sent when none matched; absent for an unknown id. */
  trackingNumber?: string;
  id?: DbRecord['id'];
  outcome: BulkOutcome;
  /** The status before the change (changed) or the one that may not change (notAllowed). */
  from?: WaybillStatus;
}

export interface BulkPlan {
  results: BulkResult[];
  counts: Record<BulkOutcome, number>;
  updates: RecordChange[];
}

/** Plans every entry in order; an entry naming a waybill changed earlier in the list sees it changed. */
export function planBulkStatus(
  db: Database,
  { status, ids, trackingNumbers }: BulkStatusRequest,
  actor: WriteActor,
  now: Date,
): BulkPlan {
  /** Stored record -> what it will be once saved. */
  const planned = new Map<DbRecord, DbRecord>();
  const results: BulkResult[] = [];

  const plan = (stored: DbRecord): BulkResult => {
    const current = planned.get(stored) ?? stored;
    const from = current.status as WaybillStatus;
    const base = { trackingNumber: String(stored.trackingNumber), id: stored.id };
    if (from === status) return { ...base, outcome: 'unchanged' };
    const outcome = planWaybillWrite(current, { ...current, status }, actor, now);
    if (!outcome.ok) return { ...base, outcome: 'notAllowed', from };
    planned.set(stored, outcome.record);
    return { ...base, outcome: 'changed', from };
  };

  for (const id of ids) {
    const stored = waybillById(db, id);
    results.push(stored ? plan(stored) : { id, outcome: 'notFound' });
  }
  for (const trackingNumber of trackingNumbers) {
    const stored = waybillByTrackingNumber(db, trackingNumber);
    results.push(stored ? plan(stored) : { trackingNumber, outcome: 'notFound' });
  }

  const counts: Record<BulkOutcome, number> = {
    changed: 0,
    unchanged: 0,
    notFound: 0,
    notAllowed: 0,
  };
  for (const result of results) counts[result.outcome] += 1;
  const updates = [...planned].map(([record, changes]) => ({ record, changes }));
  return { results, counts, updates };
}

/** Allowed to the roles that may edit a waybill. */
export function bulkStatusRoute(db: Database): RequestHandler {
  return async (req, res, next) => {
    if (!canAccess(requestRole(res), 'edit', resources.waybill.name))
      return sendError(res, 403, statusKey(403));
    const body: unknown = req.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const parsed = parseBulkStatus(isObject ? (body as Record<string, unknown>) : {});
    if (!parsed.ok) return sendError(res, 400, 'validation.formFailed', parsed.errors);
    const actor = { username: String(res.locals.user?.username ?? '') };
    const { results, counts, updates } = planBulkStatus(db, parsed.request, actor, new Date());
    try {
      if (updates.length > 0) await saveChanges(db, updates);
    } catch (error) {
      return next(error);
    }
    res.json({ results, counts });
  };
}
