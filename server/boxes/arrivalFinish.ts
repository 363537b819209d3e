/**
 * POST /box-day-batches/:id/arrival-finish { point, scans }: the arrival written in one
 * transaction (docs/decisions.md, "Arrival"): a receive record per scanned box (boxReceiptHook
 * and boxRoadHook move the box and its parcels), each parcel counted alone in a box not scanned
 * taken to the point through the waybill's write rule, and the reconciliation kept. Missing
 * parcels stay where they are; extra ones and those of another batch are listed, not moved.
 * `scans` is the number of scans the operator's counts showed: another scan since is a stale
 * finish (409), and so is a second finish.
 */
import type { WaybillStatus } from '../../src/core/domain/statusChange';
import { resources } from '../../src/core/generated/registry';
import { requestRole } from '../access/requestRole';
import { writeActor } from '../access/writeActor';
import type { RecordInsert, RecordUpdate } from '../actions/applyChanges';
import type { DbRecord } from '../db/types';
import type { ArrivalPlanner } from './arrivalAnswer';
import {
  arrivalReport,
  finishedReport,
  RECONCILIATIONS,
  requestedArrival,
  viewOf,
} from './arrivalState';
import { BOX_MESSAGES } from './boxMessages';
import { carriedTo } from './boxReceipts';

const RECEIPTS = resources.boxReceiveRecord.api;
const WAYBILLS = resources.waybill.api;

const lines = (values: readonly unknown[]) => values.map(String).join('\n');

export const finishArrival: ArrivalPlanner = async ({ tx, req, res, body }) => {
  const arrival = await requestedArrival(tx, req.params.id, body.point);
  if ('ok' in arrival) return arrival;
  if (arrival.reconciliation)
    return { ok: false, status: 409, message: BOX_MESSAGES.arrivalFinished };
  const view = viewOf(arrival);
  if (view.counts.scans !== body.scans)
    return {
      ok: false,
      status: 409,
      message: BOX_MESSAGES.arrivalStale,
      extra: { counts: view.counts },
    };
  const { batch, point } = arrival;
  const now = tx.now.toISOString();
  const parcelsIn = new Map(view.boxes.map((box) => [String(box.id), box.parcels]));
  const receipts: RecordInsert[] = view.scannedBoxes.map((box) => ({
    collection: RECEIPTS,
    record: {
      boxId: box.id,
      batchId: batch.id,
      status: point,
      receivedAt: now,
      waybillCount: parcelsIn.get(String(box.id)) ?? 0,
    },
  }));
  const boxScanned = new Set(view.scannedBoxes.map((box) => String(box.id)));
  const actor = writeActor(res);
  const moves: RecordUpdate[] = [];
  for (const parcel of view.counted) {
    if (boxScanned.has(String(parcel.boxId))) continue;
    const moved = carriedTo(parcel, point as WaybillStatus, actor, tx.now);
    if (moved) moves.push({ collection: WAYBILLS, record: parcel, changes: moved });
  }
  const numbers = (rows: readonly DbRecord[], field: string) =>
    lines(rows.map((row) => row[field]));
  const reconciliation: RecordInsert = {
    collection: RECONCILIATIONS,
    record: {
      batchId: batch.id,
      point,
      expectedBoxes: view.counts.expectedBoxes,
      receivedBoxes: view.counts.scannedBoxes,
      expectedParcels: view.counts.expected,
      scannedParcels: view.counts.scanned,
      missingParcels: view.counts.missing,
      extraParcels: view.counts.extra,
      otherBatchScans: view.counts.otherBatch,
      missingNumbers: numbers(view.missing, 'trackingNumber'),
      extraNumbers: numbers(view.extra, 'code'),
      otherBatchNumbers: numbers(view.otherBatch, 'code'),
      boxNumbers: numbers(view.scannedBoxes, 'boxNumber'),
    },
  };
  return {
    ok: true,
    updates: moves,
    inserts: [...receipts, reconciliation],
    answer: (inserted) => ({
      ...arrivalReport(arrival, view),
      ...finishedReport(inserted.at(-1)!, requestRole(res)),
    }),
  };
};
