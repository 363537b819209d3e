/**
 * POST /api/waybills/bulk-status: one status for many waybills, by selected rows or pasted
 * tracking numbers. Each goes through the waybill's write plan; the answer says, per entry, what
 * happened (and, refused, why, as the edit form would be told); every change is saved in one write.
 */
import type { RequestHandler } from 'express';
import { resources } from '../../src/core/generated/registry';
import { canAccess } from '../../src/core/rules/access';
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import { scopeConditions } from '../access/rowScope';
import { applyChanges, type RecordUpdate } from '../actions/applyChanges';
import { rowId } from '../db/rowCodec';
import type { Reader, Store } from '../db/store';
import type { DbRecord } from '../db/types';
import { asyncHandler } from '../http/asyncHandler';
import { requestAuthor } from '../http/requestAuthor';
import type { Condition } from '../db/conditions';
import { sendError, statusKey, translateMessage, type MessageKey } from '../http/sendError';
import { requestRole } from '../access/requestRole';
import { normalKey } from '../db/tables';
import { writeActor } from '../access/writeActor';
import type { WriteActor } from '../access/writeRule';
import { parseBulkStatus, type BulkStatusRequest } from './bulkStatusRequest';
import { planWaybillWrite } from './waybillWritePlan';

const WAYBILLS = resources.waybill.api;

export type BulkOutcome = 'changed' | 'unchanged' | 'notFound' | 'notAllowed';

export interface BulkResult {
  /** The waybill's tracking number; as sent when none matched; absent for an unknown id. */
  trackingNumber?: string;
  /** The waybill's id; as sent when none matched. */
  id?: DbRecord['id'] | string;
  outcome: BulkOutcome;
  /** The status before the change (changed) or the one that may not change (notAllowed). */
  from?: WaybillStatus;
  /** Why it may not change (notAllowed), in the reader's language. */
  reason?: string;
}

/** A result as planned: a refusal's reason still an i18n key. */
type PlannedResult = Omit<BulkResult, 'reason'> & { reason?: string | MessageKey };

export interface BulkPlan {
  results: PlannedResult[];
  counts: Record<BulkOutcome, number>;
  updates: RecordUpdate[];
}

/**
 * Plans every entry in order; an entry naming a waybill changed earlier in the list (by id or by
 * number) sees it changed. The waybills are read in two queries, not one per entry.
 */
export async function planBulkStatus(
  reader: Reader,
  { status, ids, trackingNumbers }: BulkStatusRequest,
  actor: WriteActor,
  now: Date,
  /** The caller's row scope: a waybill outside it is not found. */
  scope: readonly Condition[] = [],
): Promise<BulkPlan> {
  const { byId, byNumber } = await findWaybills(reader, ids, trackingNumbers, scope);
  /** Id of a stored record -> the record and what it will be once saved. */
  const planned = new Map<DbRecord['id'], { stored: DbRecord; next: DbRecord }>();
  const results: PlannedResult[] = [];

  const plan = (stored: DbRecord): PlannedResult => {
    const current = planned.get(stored.id)?.next ?? stored;
    const from = current.status as WaybillStatus;
    const base = { trackingNumber: String(stored.trackingNumber), id: stored.id };
    if (from === status) return { ...base, outcome: 'unchanged' };
    const outcome = planWaybillWrite(current, { ...current, status }, actor, now);
    if (!outcome.ok)
      return {
        ...base,
        outcome: 'notAllowed',
        from,
        reason: outcome.errors?.status ?? outcome.message,
      };
    planned.set(stored.id, { stored, next: { ...outcome.record, id: stored.id } });
    return { ...base, outcome: 'changed', from };
  };

  for (const id of ids) {
    const key = rowId(id);
    const stored = key === undefined ? undefined : byId.get(key);
    results.push(stored ? plan(stored) : { id, outcome: 'notFound' });
  }
  for (const trackingNumber of trackingNumbers) {
    const stored = byNumber.get(normalKey(trackingNumber));
    results.push(stored ? plan(stored) : { trackingNumber, outcome: 'notFound' });
  }

  const counts: Record<BulkOutcome, number> = {
    changed: 0,
    unchanged: 0,
    notFound: 0,
    notAllowed: 0,
  };
  for (const result of results) counts[result.outcome] += 1;
  const updates = [...planned.values()].map(({ stored, next }) => ({
    collection: WAYBILLS,
    record: stored,
    changes: next,
  }));
  return { results, counts, updates };
}

/** The waybills the entries name: by id, and by tracking number as the unique check compares it. */
async function findWaybills(
  reader: Reader,
  ids: readonly (number | string)[],
  trackingNumbers: readonly string[],
  scope: readonly Condition[],
): Promise<{ byId: Map<number, DbRecord>; byNumber: Map<string, DbRecord> }> {
  const sort = { field: 'id', order: 'ASC' } as const;
  const wantedIds = new Set(
    ids
      .map(rowId)
      .filter((id) => id !== undefined)
      .map(String),
  );
  const wantedNumbers = new Set(trackingNumbers.map(normalKey));
  // One after the other: a transaction's queries share its one connection.
  const withIds =
    wantedIds.size === 0
      ? []
      : (
          await reader.list(WAYBILLS, {
            conditions: [{ kind: 'ids', ids: wantedIds }, ...scope],
            sort,
          })
        ).items;
  const withNumbers =
    wantedNumbers.size === 0
      ? []
      : (
          await reader.list(WAYBILLS, {
            conditions: [
              { kind: 'exact', field: 'trackingNumber', values: wantedNumbers },
              ...scope,
            ],
            sort,
          })
        ).items;
  const byId = new Map(withIds.map((waybill) => [waybill.id, waybill]));
  const byNumber = new Map<string, DbRecord>();
  // The first by id wins, as the unique check's lookup would find it.
  for (const waybill of withNumbers) {
    const key = normalKey(waybill.trackingNumber);
    if (!byNumber.has(key)) byNumber.set(key, waybill);
  }
  return { byId, byNumber };
}

/** Allowed to the roles that may edit a waybill; the whole change is one transaction. */
export function bulkStatusRoute(store: Store): RequestHandler {
  return asyncHandler(async (req, res) => {
    if (!canAccess(requestRole(res), 'edit', resources.waybill.name))
      return sendError(res, 403, statusKey(403));
    const body: unknown = req.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    const parsed = parseBulkStatus(isObject ? (body as Record<string, unknown>) : {});
    if (!parsed.ok) return sendError(res, 400, 'validation.formFailed', parsed.errors);
    // Planned on the state it changes; a failed write rejects (500) and nothing is stored.
    const scope = scopeConditions(resources.waybill, res.locals.user);
    const author = requestAuthor(res, 'bulkStatus');
    const { results, counts } = await store.transaction(author, async (tx) => {
      const plan = await planBulkStatus(tx, parsed.request, writeActor(res), tx.now, scope);
      if (plan.updates.length > 0) await applyChanges(tx, plan.updates);
      return plan;
    });
    const { t } = res.locals;
    res.json({
      results: results.map(({ reason, ...result }) =>
        reason === undefined ? result : { ...result, reason: translateMessage(t, reason) },
      ),
      counts,
    });
  });
}
