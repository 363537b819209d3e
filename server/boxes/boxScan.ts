/**
 * POST /boxes/:id/scan { trackingNumber, move?, reason? }: a parcel scanned into an open box at
 * Yiwu (docs/decisions.md, "Packing"). The answer says what became of it: `added` (it takes the
 * box and, from the China warehouse, the Yiwu status through the waybill's write rule),
 * `alreadyHere`, `inOtherBox` (with that box's number: sent again with `move` and a reason, it is
 * `moved`), `notWeighed`, `held` or `wrongStatus` (with its status), or `unknown`. Only `added`
 * and `moved` write; a replay of either finds the parcel here and writes nothing.
 */
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import type { ScanOutcome } from '../../src/core/domain/boxPacking';
import { resources } from '../../src/core/generated/registry';
import { isHold } from '../../src/core/rules/transitions';
import { writeActor } from '../access/writeActor';
import type { DbRecord } from '../db/types';
import { waybillByTrackingNumber } from '../waybills/findWaybill';
import { planWaybillWrite } from '../waybills/waybillWritePlan';
import { BOX_MESSAGES } from './boxMessages';
import { packingRefusal } from './boxPacking';
import type { PackingPlan, PackingPlanner } from './packingAnswer';

const BOXES = resources.box.api;
const WAYBILLS = resources.waybill.api;
const STATUSES = 'waybillStatus';

/** The status packing takes a parcel from, and the one a packed parcel has. */
const WAREHOUSE: WaybillStatus = 'Warehouse';
const PACKED: WaybillStatus = 'Yiwu';

const answer = (box: DbRecord, report: Record<string, unknown>): PackingPlan => ({
  ok: true,
  box,
  report,
});

export const scanIntoBox: PackingPlanner = async ({ tx, req, res, body }) => {
  const box = await tx.get(BOXES, req.params.id);
  if (!box) return { ok: false, status: 404, message: BOX_MESSAGES.noSuchBox };
  const refusal = packingRefusal(box);
  if (refusal) return { ok: false, status: 409, message: refusal };
  const trackingNumber = String(body.trackingNumber);
  const waybill = await waybillByTrackingNumber(tx, trackingNumber);
  if (!waybill) return answer(box, { outcome: 'unknown', trackingNumber });
  const parcel = { trackingNumber: waybill.trackingNumber, waybillId: waybill.id };
  const status = waybill.status as WaybillStatus;
  const outcome = (name: ScanOutcome, more: Record<string, unknown> = {}) =>
    answer(box, { outcome: name, ...parcel, status, ...more });

  if (String(waybill.boxId ?? '') === String(box.id)) return outcome('alreadyHere');
  if (isHold(STATUSES, status)) return outcome('held');
  // One not received yet has no weight: the receiving station weighs it first.
  if (typeof waybill.weight !== 'number' || waybill.weight <= 0) return outcome('notWeighed');
  // From the China warehouse; or at Yiwu already (in another box, or set there by hand).
  if (status !== WAREHOUSE && status !== PACKED) return outcome('wrongStatus');
  const otherBox = waybill.boxId == null ? undefined : await tx.get(BOXES, waybill.boxId);

  if (otherBox) {
    if (body.move !== true) return outcome('inOtherBox', { otherBox: otherBox.boxNumber });
    const reason = typeof body.reason === 'string' ? body.reason : '';
    if (reason === '')
      return {
        ok: false,
        status: 400,
        message: BOX_MESSAGES.formFailed,
        errors: { reason: BOX_MESSAGES.required },
      };
    // A closed box was weighed with the parcel in it: it is reopened first.
    if (packingRefusal(otherBox))
      return { ok: false, status: 409, message: BOX_MESSAGES.otherBoxClosed };
  }
  const written = planWaybillWrite(
    waybill,
    {
      ...waybill,
      boxId: box.id,
      status: PACKED,
      ...(otherBox ? { boxMoveReason: body.reason } : {}),
    },
    writeActor(res),
    tx.now,
  );
  if (!written.ok) return outcome('wrongStatus');
  return {
    ok: true,
    box,
    report: { outcome: otherBox ? 'moved' : 'added', ...parcel, status: PACKED },
    updates: [{ collection: WAYBILLS, record: waybill, changes: written.record }],
  };
};
