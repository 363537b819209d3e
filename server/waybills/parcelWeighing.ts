/**
 * The receiving station's weighing and its undo (docs/decisions.md, "Receiving").
 *
 * POST /waybills/:id/weigh { weight, length?, width?, height?, version }: the weight (kg) and
 * sizes (cm) are checked by the waybill's own field rules and the volume follows from them as an
 * edit derives it; a parcel at the door (CREATED) or in the China warehouse moves into (or stays
 * in) the warehouse through the write plan, one with no owner keeps its hold; the write hooks
 * price it by its owner's cycle in force, and the answer carries that freight. Refused (409, with
 * why): a held parcel, a paid one or one in a confirmed bill, one past the warehouse, a stale
 * version (so a replay is refused too).
 *
 * POST /waybills/:id/undo-weighing { version }: while the weighing is the parcel's last change
 * (the version the weigh answered), each field it changed gets its value before back, the hooks'
 * figures (the freight) included and derived again; a status put back is a new step of the
 * status history, not an erased one. It is an audited write of its own.
 */
import type { StatusHistoryEntry, WaybillStatus } from '../../src/core/domain/statusChange';
import { resources } from '../../src/core/generated/registry';
import { isHold } from '../../src/core/rules/transitions';
import { validateWrite } from '../../src/core/rules/validation';
import { recordHistory } from '../access/recordHistory';
import { staleVersion } from '../access/staleVersion';
import { writeActor } from '../access/writeActor';
import { change, notFound, type ActionPlan, type Planner } from '../actions/actionPlan';
import type { Reader } from '../db/store';
import type { DbRecord } from '../db/types';
import { confirmedBill } from '../money/billLocks';
import { waybillById } from './findWaybill';
import { RECEIVING_MESSAGES } from './receivingMessages';
import { statusStateOf } from './waybillStatusState';
import { planWaybillWrite } from './waybillWritePlan';

const WAYBILL = resources.waybill;
const STATUSES = 'waybillStatus';
const WEIGHED: WaybillStatus = 'Warehouse';
const NO_OWNER: WaybillStatus = 'NO_CLIENT';
/** Where a parcel may be weighed: at the door, in the China warehouse, or waiting for an owner. */
const WEIGHABLE: readonly WaybillStatus[] = ['CREATED', WEIGHED, NO_OWNER];
const SIZES = ['weight', 'length', 'width', 'height'] as const;
const HELD: Partial<Record<WaybillStatus, string>> = {
  UN_LAWFUL: RECEIVING_MESSAGES.heldUnlawful,
  ISSUE: RECEIVING_MESSAGES.heldIssue,
  DAMAGED: RECEIVING_MESSAGES.heldDamaged,
};

const conflict = (message: string): ActionPlan => ({ ok: false, status: 409, message });

/** Why this parcel may not be weighed here, if it may not. */
async function weighingRefusal(reader: Reader, waybill: DbRecord): Promise<ActionPlan | undefined> {
  const status = waybill.status as WaybillStatus;
  const held = HELD[status];
  if (held) return conflict(held);
  // A confirmed bill says why first: its waybills are often paid as well.
  if (await confirmedBill(reader, waybill.billId))
    return conflict(RECEIVING_MESSAGES.confirmedBill);
  if (waybill.payStatus === 'PAID') return conflict(RECEIVING_MESSAGES.paid);
  if (!WEIGHABLE.includes(status)) return conflict(RECEIVING_MESSAGES.pastWarehouse);
  return undefined;
}

export const weighParcel: Planner = async ({ tx, req, res, body }) => {
  const waybill = await waybillById(tx, req.params.id);
  if (!waybill) return notFound;
  const stale = await staleVersion(tx, WAYBILL, waybill, body.version);
  if (stale) return stale;
  const refusal = await weighingRefusal(tx, waybill);
  if (refusal) return refusal;
  const sizes = Object.fromEntries(SIZES.filter((f) => f in body).map((f) => [f, body[f]]));
  // The field's own limits, and the volume derived as an edit derives it.
  const checked = validateWrite(WAYBILL.name, sizes, 'patch', waybill);
  if (!checked.ok)
    return { ok: false, status: 400, message: 'validation.formFailed', errors: checked.errors };
  const to = isHold(STATUSES, waybill.status as string) ? waybill.status : WEIGHED;
  const outcome = planWaybillWrite(
    waybill,
    { ...waybill, ...checked.data, status: to },
    writeActor(res),
    tx.now,
  );
  return outcome.ok ? change(WAYBILL.api, waybill, outcome.record) : outcome;
};

type Changes = Record<string, { before?: unknown; after?: unknown }>;

export const undoWeighing: Planner = async ({ tx, req, res, body }) => {
  const waybill = await waybillById(tx, req.params.id);
  if (!waybill) return notFound;
  const stale = await staleVersion(tx, WAYBILL, waybill, body.version);
  if (stale) return stale;
  const [last] = await recordHistory(tx, WAYBILL.name, Number(waybill.id), 1);
  if (last?.action !== 'weighParcel') return conflict(RECEIVING_MESSAGES.nothingToUndo);
  const changes = last.changes as Changes;
  const restored = Object.fromEntries(
    Object.entries(changes).map(([field, { before }]) => [field, before]),
  );
  if (!('status' in changes)) return change(WAYBILL.api, waybill, restored);
  const at = tx.now.toISOString();
  const step: StatusHistoryEntry = {
    at,
    by: writeActor(res).username,
    from: waybill.status as WaybillStatus,
    to: restored.status as WaybillStatus,
  };
  const history = statusStateOf(waybill).statusHistory ?? [];
  return change(WAYBILL.api, waybill, {
    ...restored,
    statusChangedAt: at,
    statusHistory: [...history, step],
  });
};
