/**
 * Receiving a box moves it (docs/decisions.md, "Boxes"), in the transaction that logs the receipt:
 * - `boxReceiptHook`: a receive record must name the box's own batch, and a box is received once
 *   at each point (else 400, nothing stored); the box goes on to the furthest point a receipt of it
 *   names (never back), and its Tashkent receipt's time is its `receivedAt`.
 * - `boxRoadHook`: a box that goes further along the road, by a receipt or by an edit, takes its
 *   parcels there step by step through the waybill's own write rule (transitions and role rules,
 *   as if each scan were made by the user): a held or final parcel, or one already past that
 *   point, stays where it is. Refused steps refuse the whole write.
 * The box's batch figures and the receipts' weight flags follow in boxFiguresHook.
 */
import { isFurther, TASHKENT, type BoxStatus } from '../../src/core/domain/boxReceipt';
import { roadSteps } from '../../src/core/domain/roadSteps';
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import { resources } from '../../src/core/generated/registry';
import { normalizeRole } from '../../src/core/rules/access';
import { listIn, updateChanged } from '../db/recordsIn';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import type { WriteActor } from '../access/writeRule';
import { WriteRefused } from '../http/writeRefused';
import { planWaybillWrite } from '../waybills/waybillWritePlan';
import { BOX_MESSAGES } from './boxMessages';

const BOXES = resources.box.api;
const RECEIPTS = resources.boxReceiveRecord.api;
const WAYBILLS = resources.waybill.api;
/** Boxes read in one query (the demo data's load logs every receipt at once). */
export const BOXES_PER_CHUNK = 500;

const differs = ({ before, after }: RecordChange, fields: readonly string[]) =>
  !before || fields.some((field) => String(before[field]) !== String(after?.[field]));

const refused = (field: string, message: string, args: Record<string, string> = {}) =>
  new WriteRefused(400, BOX_MESSAGES.formFailed, { [field]: { message, args } });

export const boxReceiptHook: WriteHook = async (tx, changes) => {
  const changed = changes.filter(
    (change) =>
      change.collection === RECEIPTS &&
      change.after &&
      differs(change, ['boxId', 'batchId', 'status', 'receivedAt']),
  );
  const byBox = new Map<string, RecordChange[]>();
  for (const change of changed) {
    const boxId = String(change.after!.boxId);
    byBox.set(boxId, [...(byBox.get(boxId) ?? []), change]);
  }
  const boxIds = [...byBox.keys()];
  for (let start = 0; start < boxIds.length; start += BOXES_PER_CHUNK) {
    const chunk = boxIds.slice(start, start + BOXES_PER_CHUNK);
    await receive(
      tx,
      chunk.flatMap((boxId) => byBox.get(boxId)!),
      chunk,
    );
  }
};

/** Checks the changed receipts of these boxes, then puts each box where its receipts say. */
async function receive(tx: Transaction, changed: readonly RecordChange[], boxIds: string[]) {
  const boxes = new Map(
    (await listIn(tx, BOXES, 'id', boxIds)).map((box) => [String(box.id), box]),
  );
  const receipts = await listIn(tx, RECEIPTS, 'boxId', boxIds);
  for (const { after } of changed) {
    const box = boxes.get(String(after!.boxId));
    if (!box) continue;
    if (String(box.batchId) !== String(after!.batchId))
      throw refused('batchId', BOX_MESSAGES.otherBatch);
    const twice = receipts.some(
      (other) =>
        other.id !== after!.id &&
        String(other.boxId) === String(box.id) &&
        other.status === after!.status,
    );
    if (twice) throw refused('boxId', BOX_MESSAGES.receivedTwice);
  }
  for (const box of boxes.values())
    await moveBox(
      tx,
      box,
      receipts.filter((receipt) => String(receipt.boxId) === String(box.id)),
    );
}

/** The box at the furthest point its receipts name, received in Tashkent when its receipt says. */
async function moveBox(tx: Transaction, box: DbRecord, receipts: readonly DbRecord[]) {
  let status = box.status as BoxStatus;
  for (const receipt of receipts)
    if (isFurther(receipt.status as BoxStatus, status)) status = receipt.status as BoxStatus;
  const inTashkent = receipts.find((receipt) => receipt.status === TASHKENT);
  await updateChanged(tx, BOXES, box, {
    status,
    ...(inTashkent ? { receivedAt: inTashkent.receivedAt } : {}),
  });
}

export const boxRoadHook: WriteHook = async (tx, changes) => {
  const actor = { username: tx.author.username, role: normalizeRole(tx.author.role) };
  const moved = changes.filter(
    ({ collection, before, after }) =>
      collection === BOXES &&
      before &&
      after &&
      isFurther(after.status as BoxStatus, before.status as BoxStatus),
  );
  if (moved.length === 0) return;
  // The boxes' parcels read at once and written at once (a batch of 2,500 parcels finished at a
  // hub is one UPDATE per chunk), each taken there through the waybill's own write rule.
  const statusOf = new Map(moved.map(({ after }) => [String(after!.id), after!.status]));
  const writes: { before: DbRecord; next: DbRecord }[] = [];
  const ids = [...statusOf.keys()];
  for (let start = 0; start < ids.length; start += BOXES_PER_CHUNK)
    for (const waybill of await listIn(
      tx,
      WAYBILLS,
      'boxId',
      ids.slice(start, start + BOXES_PER_CHUNK),
    )) {
      const to = statusOf.get(String(waybill.boxId)) as WaybillStatus;
      const record = carriedTo(waybill, to, actor, tx.now);
      if (record)
        writes.push({
          before: waybill,
          next: { ...record, id: waybill.id, updatedAt: tx.now.toISOString() },
        });
    }
  await tx.putMany(WAYBILLS, writes);
};

/**
 * The parcel taken to `to` one step at a time, each through the waybill's write rule; undefined
 * when it stays where it is (held, final, already there or past it). A refused step throws.
 */
export function carriedTo(
  waybill: DbRecord,
  to: WaybillStatus,
  actor: WriteActor,
  now: Date,
): DbRecord | undefined {
  const steps = roadSteps(waybill.status as WaybillStatus, to);
  if (!steps || steps.length === 0) return undefined;
  let record = waybill;
  for (const status of steps) {
    const outcome = planWaybillWrite(record, { ...record, status }, actor, now);
    if (!outcome.ok) throw new WriteRefused(outcome.status, outcome.message, outcome.errors);
    record = outcome.record;
  }
  return record;
}
