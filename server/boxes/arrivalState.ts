/**
 * A batch's arrival at a point (docs/decisions.md, "Arrival"): expected are the batch's boxes at
 * the previous point and their parcels; scanned, what the point's stored scans count; missing,
 * the expected parcels no scan counts; extra, parcels in no box; of another batch, what belongs to
 * another. Read once in the action's transaction, then judged in memory, so a scan's answer
 * counts itself without a second read.
 */
import { ARRIVAL_POINTS, previousPoint, type ArrivalCounts } from '../../src/core/domain/arrival';
import type { BoxStatus } from '../../src/core/domain/boxReceipt';
import { resources } from '../../src/core/generated/registry';
import { listIn } from '../db/recordsIn';
import type { Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import { publicRecord } from '../access/publicRecord';
import { statusKey } from '../http/sendError';
import type { ArrivalPlan } from './arrivalAnswer';
import { BOX_MESSAGES } from './boxMessages';
import { BOXES_PER_CHUNK } from './boxReceipts';

const BOXES = resources.box.api;
const BATCHES = resources.boxDayBatch.api;
const WAYBILLS = resources.waybill.api;
export const SCANS = resources.arrivalScan.api;
export const RECONCILIATIONS = resources.arrivalReconciliation.api;

/** The live lists answer at most this many rows each; the counts and the reconciliation all. */
export const LIVE_LIST_LIMIT = 200;

export interface Arrival {
  batch: DbRecord;
  point: BoxStatus;
  /** The batch's boxes at the previous point. */
  expectedBoxes: DbRecord[];
  /** Their parcels. */
  parcels: DbRecord[];
  scans: DbRecord[];
  /** Boxes of other batches that scans name, with their batch's day. */
  otherBoxes: Map<string, { boxNumber: string; receiveDay: string }>;
  reconciliation?: DbRecord;
}

const equals = (field: string, value: unknown) =>
  ({ kind: 'equals', field, values: new Set([String(value)]) }) as const;
const BY_ID = { field: 'id', order: 'ASC' } as const;

/** The records of the collection of this batch and point. */
export const ofArrival = async (
  tx: Transaction,
  collection: string,
  batch: DbRecord,
  point: BoxStatus,
) =>
  (
    await tx.list(collection, {
      conditions: [equals('batchId', batch.id), equals('point', point)],
      sort: BY_ID,
    })
  ).items;

export async function readArrival(
  tx: Transaction,
  batch: DbRecord,
  point: BoxStatus,
): Promise<Arrival> {
  const from = previousPoint(point);
  const boxes = await listIn(tx, BOXES, 'batchId', [batch.id]);
  const expectedBoxes = boxes.filter((box) => box.status === from);
  const parcels: DbRecord[] = [];
  for (let start = 0; start < expectedBoxes.length; start += BOXES_PER_CHUNK) {
    const ids = expectedBoxes.slice(start, start + BOXES_PER_CHUNK).map((box) => box.id);
    parcels.push(...(await listIn(tx, WAYBILLS, 'boxId', ids)));
  }
  const scans = await ofArrival(tx, SCANS, batch, point);
  const [reconciliation] = await ofArrival(tx, RECONCILIATIONS, batch, point);
  const arrival = { batch, point, expectedBoxes, parcels, scans, otherBoxes: new Map() };
  const otherIds = scans
    .filter((scan) => scan.outcome === 'otherBatch')
    .map((scan) => String(scan.boxId));
  for (const box of await listIn(tx, BOXES, 'id', otherIds)) await nameOtherBox(tx, arrival, box);
  return { ...arrival, reconciliation };
}

/** Keeps the number and the batch's day of a box of another batch, for the answers to name. */
export async function nameOtherBox(tx: Transaction, arrival: Arrival, box: DbRecord) {
  const batch = await tx.get(BATCHES, box.batchId);
  const named = { boxNumber: String(box.boxNumber), receiveDay: String(batch?.receiveDay ?? '') };
  arrival.otherBoxes.set(String(box.id), named);
  return named;
}

export interface ArrivalView {
  counts: ArrivalCounts;
  /** The expected boxes, each with its parcel count and whether it is scanned. */
  boxes: { id: DbRecord['id']; boxNumber: string; parcels: number; scanned: boolean }[];
  /** Expected parcels counted, and the boxes scanned (records, for the finish). */
  counted: DbRecord[];
  scannedBoxes: DbRecord[];
  missing: DbRecord[];
  extra: DbRecord[];
  otherBatch: DbRecord[];
}

/** The counts and lists of an arrival, from what it read (and the scans added since). */
export function viewOf(arrival: Arrival): ArrivalView {
  const scannedBoxIds = new Set<string>();
  const scannedParcelIds = new Set<string>();
  for (const scan of arrival.scans) {
    if (scan.outcome === 'box') scannedBoxIds.add(String(scan.boxId));
    if (scan.outcome === 'parcel') scannedParcelIds.add(String(scan.waybillId));
  }
  const isCounted = (parcel: DbRecord) =>
    scannedBoxIds.has(String(parcel.boxId)) || scannedParcelIds.has(String(parcel.id));
  const counted = arrival.parcels.filter(isCounted);
  const missing = arrival.parcels.filter((parcel) => !isCounted(parcel));
  const parcelsIn = new Map<string, number>();
  for (const parcel of arrival.parcels)
    parcelsIn.set(String(parcel.boxId), (parcelsIn.get(String(parcel.boxId)) ?? 0) + 1);
  const scannedBoxes = arrival.expectedBoxes.filter((box) => scannedBoxIds.has(String(box.id)));
  const extra = arrival.scans.filter((scan) => scan.outcome === 'extra');
  const otherBatch = arrival.scans.filter((scan) => scan.outcome === 'otherBatch');
  return {
    counts: {
      expectedBoxes: arrival.expectedBoxes.length,
      scannedBoxes: scannedBoxes.length,
      expected: arrival.parcels.length,
      scanned: counted.length,
      missing: missing.length,
      extra: extra.length,
      otherBatch: otherBatch.length,
      scans: arrival.scans.length,
    },
    boxes: arrival.expectedBoxes.map((box) => ({
      id: box.id,
      boxNumber: String(box.boxNumber),
      parcels: parcelsIn.get(String(box.id)) ?? 0,
      scanned: scannedBoxIds.has(String(box.id)),
    })),
    counted,
    scannedBoxes,
    missing,
    extra,
    otherBatch,
  };
}

/** The live state the API answers: counts, and the first rows of each list. */
export function arrivalReport(arrival: Arrival, view = viewOf(arrival)) {
  const boxNumberOf = new Map(arrival.expectedBoxes.map((box) => [String(box.id), box.boxNumber]));
  const first = <T>(rows: readonly T[]) => rows.slice(0, LIVE_LIST_LIMIT);
  return {
    point: arrival.point,
    from: previousPoint(arrival.point),
    counts: view.counts,
    boxes: first(view.boxes),
    missing: first(view.missing).map((parcel) => ({
      trackingNumber: parcel.trackingNumber,
      waybillId: parcel.id,
      boxNumber: boxNumberOf.get(String(parcel.boxId)),
    })),
    extra: first(view.extra).map((scan) => ({
      trackingNumber: scan.code,
      waybillId: scan.waybillId,
    })),
    otherBatch: first(view.otherBatch).map((scan) => ({
      code: scan.code,
      ...arrival.otherBoxes.get(String(scan.boxId)),
    })),
  };
}

/**
 * The arrival a request names (the batch of the path, the body's point), read; or the refusal:
 * no such batch (404), no hub (400 on `point`).
 */
export async function requestedArrival(
  tx: Transaction,
  batchId: unknown,
  point: unknown,
): Promise<Arrival | Exclude<ArrivalPlan, { ok: true }>> {
  const batch = await tx.get(BATCHES, batchId);
  if (!batch) return { ok: false, status: 404, message: statusKey(404) };
  if (!ARRIVAL_POINTS.includes(point as BoxStatus))
    return {
      ok: false,
      status: 400,
      message: BOX_MESSAGES.formFailed,
      errors: { point: BOX_MESSAGES.notArrivalPoint },
    };
  return readArrival(tx, batch, point as BoxStatus);
}

/** What an arrival answers once finished: its reconciliation, as the caller may read it. */
export const finishedReport = (reconciliation: DbRecord, role: string | undefined) => ({
  reconciliation: publicRecord(reconciliation, resources.arrivalReconciliation, role),
});
