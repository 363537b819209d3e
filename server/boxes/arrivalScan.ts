/**
 * POST /box-day-batches/:id/arrival { point }: the arrival's state, read only.
 * POST /box-day-batches/:id/arrival-scan { point, code }: a box number or tracking number scanned
 * at the point (docs/decisions.md, "Arrival"). The answer says what it counted: `boxCounted` (an
 * expected box: its parcels), `parcelCounted` (a parcel of one, alone), `extra` (a parcel in no
 * box), `otherBatch` (naming the box and its batch's day), `alreadyScanned`, `wrongPoint` (a box
 * of this batch not at the previous point), `unknown`; with the new counts. Counted, extra and
 * other-batch scans are stored; a replay finds its scan and writes nothing.
 */
import type { ArrivalOutcome } from '../../src/core/domain/arrival';
import { resources } from '../../src/core/generated/registry';
import { requestRole } from '../access/requestRole';
import type { DbRecord } from '../db/types';
import type { Transaction } from '../db/store';
import { waybillByTrackingNumber } from '../waybills/findWaybill';
import type { ArrivalPlan, ArrivalPlanner } from './arrivalAnswer';
import {
  arrivalReport,
  finishedReport,
  nameOtherBox,
  requestedArrival,
  SCANS,
  type Arrival,
} from './arrivalState';
import { BOX_MESSAGES } from './boxMessages';

const BOXES = resources.box.api;

export const arrivalState: ArrivalPlanner = async ({ tx, req, res, body }) => {
  const arrival = await requestedArrival(tx, req.params.id, body.point);
  if ('ok' in arrival) return arrival;
  const { reconciliation } = arrival;
  return {
    ok: true,
    answer: () => ({
      ...arrivalReport(arrival),
      ...(reconciliation ? finishedReport(reconciliation, requestRole(res)) : {}),
    }),
  };
};

/** The scan to store: what it counted, and the box and parcel it names. */
type Judged =
  | {
      outcome: Extract<ArrivalOutcome, 'alreadyScanned' | 'unknown' | 'wrongPoint'>;
      report?: Record<string, unknown>;
    }
  | {
      outcome: Exclude<ArrivalOutcome, 'alreadyScanned' | 'unknown' | 'wrongPoint'>;
      report?: Record<string, unknown>;
      scan: { code: string; outcome: string; boxId?: unknown; waybillId?: unknown };
    };

export const scanArrival: ArrivalPlanner = async ({ tx, req, body }) => {
  const arrival = await requestedArrival(tx, req.params.id, body.point);
  if ('ok' in arrival) return arrival;
  if (arrival.reconciliation)
    return { ok: false, status: 409, message: BOX_MESSAGES.arrivalFinished };
  const code = String(body.code);
  const judged = await judge(tx, arrival, code);
  const answer = (inserted: readonly DbRecord[]) => {
    arrival.scans.push(...inserted);
    return { outcome: judged.outcome, code, ...judged.report, ...arrivalReport(arrival) };
  };
  if (!('scan' in judged)) return { ok: true, answer };
  const { batch, point } = arrival;
  const record = { ...judged.scan, batchId: batch.id, point };
  return { ok: true, inserts: [{ collection: SCANS, record }], answer } satisfies ArrivalPlan;
};

const isExpected = (arrival: Arrival, box: DbRecord) =>
  arrival.expectedBoxes.some((expected) => String(expected.id) === String(box.id));

const scannedAs = (arrival: Arrival, field: 'boxId' | 'waybillId', id: unknown, outcome: string) =>
  arrival.scans.some((scan) => scan.outcome === outcome && String(scan[field]) === String(id));

async function judge(tx: Transaction, arrival: Arrival, code: string): Promise<Judged> {
  const [boxId] = await tx.idsWithKey(BOXES, 'boxNumber', code);
  const box = boxId === undefined ? undefined : await tx.get(BOXES, boxId);
  if (box) return judgeBox(tx, arrival, box);
  const waybill = await waybillByTrackingNumber(tx, code);
  if (!waybill) return { outcome: 'unknown' };
  const parcel = { trackingNumber: waybill.trackingNumber, status: waybill.status };
  const scan = { code: String(waybill.trackingNumber), waybillId: waybill.id };
  const already = (outcome: string) =>
    scannedAs(arrival, 'waybillId', waybill.id, outcome)
      ? ({ outcome: 'alreadyScanned', report: parcel } as const)
      : undefined;
  const inBox = waybill.boxId == null ? undefined : await tx.get(BOXES, waybill.boxId);
  if (!inBox)
    return (
      already('extra') ?? { outcome: 'extra', report: parcel, scan: { ...scan, outcome: 'extra' } }
    );
  if (String(inBox.batchId) !== String(arrival.batch.id)) {
    const named = await nameOtherBox(tx, arrival, inBox);
    return (
      already('otherBatch') ?? {
        outcome: 'otherBatch',
        report: { ...parcel, ...named },
        scan: { ...scan, boxId: inBox.id, outcome: 'otherBatch' },
      }
    );
  }
  const report = { ...parcel, boxNumber: inBox.boxNumber, boxStatus: inBox.status };
  if (!isExpected(arrival, inBox)) return { outcome: 'wrongPoint', report };
  if (scannedAs(arrival, 'boxId', inBox.id, 'box')) return { outcome: 'alreadyScanned', report };
  return (
    already('parcel') ?? {
      outcome: 'parcelCounted',
      report,
      scan: { ...scan, boxId: inBox.id, outcome: 'parcel' },
    }
  );
}

async function judgeBox(tx: Transaction, arrival: Arrival, box: DbRecord): Promise<Judged> {
  const scan = { code: String(box.boxNumber), boxId: box.id };
  const report = { boxNumber: box.boxNumber, boxStatus: box.status };
  if (String(box.batchId) !== String(arrival.batch.id)) {
    const named = await nameOtherBox(tx, arrival, box);
    if (scannedAs(arrival, 'boxId', box.id, 'otherBatch'))
      return { outcome: 'alreadyScanned', report: named };
    return { outcome: 'otherBatch', report: named, scan: { ...scan, outcome: 'otherBatch' } };
  }
  if (!isExpected(arrival, box)) return { outcome: 'wrongPoint', report };
  if (scannedAs(arrival, 'boxId', box.id, 'box')) return { outcome: 'alreadyScanned', report };
  const parcels = arrival.parcels.filter((parcel) => String(parcel.boxId) === String(box.id));
  return {
    outcome: 'boxCounted',
    report: { ...report, parcels: parcels.length },
    scan: { ...scan, outcome: 'box' },
  };
}
