/**
 * The Tashkent arrivals of the demo's batches, as the arrival station would have kept them
 * (docs/decisions.md, "Arrival"): a box scan per box received there, and per batch with any one
 * reconciliation, finished by who received its last box when it was received. Boxes of the batch
 * that left Yiwu but were not received are its missing ones, with their parcels.
 */
import type {
  ArrivalReconciliation,
  ArrivalScan,
  Box,
  BoxReceiveRecord,
  Waybill,
} from '../../../../src/core/generated/types';

const POINT = 'Toshkent';

export function buildArrivals(
  boxes: readonly Box[],
  receipts: readonly BoxReceiveRecord[],
  waybills: readonly Waybill[],
): { scans: ArrivalScan[]; reconciliations: ArrivalReconciliation[] } {
  const boxById = new Map(boxes.map((box) => [box.id, box]));
  const scans: ArrivalScan[] = receipts.map((receipt, index) => ({
    id: index + 1,
    batchId: receipt.batchId,
    point: POINT,
    code: boxById.get(receipt.boxId)!.boxNumber,
    outcome: 'box',
    boxId: receipt.boxId,
    scannedBy: receipt.receivedBy,
    scannedAt: receipt.receivedAt,
  }));
  const parcelsOf = new Map<number, Waybill[]>();
  for (const waybill of waybills)
    if (waybill.boxId != null)
      parcelsOf.set(waybill.boxId, [...(parcelsOf.get(waybill.boxId) ?? []), waybill]);

  const batchIds = [...new Set(receipts.map((receipt) => receipt.batchId))];
  const reconciliations = batchIds.map((batchId, index): ArrivalReconciliation => {
    const received = receipts.filter((receipt) => receipt.batchId === batchId);
    const last = received.reduce((a, b) => (b.receivedAt > a.receivedAt ? b : a));
    const receivedIds = new Set(received.map((receipt) => receipt.boxId));
    const left = boxes.filter((box) => box.batchId === batchId && box.status !== 'Yiwu');
    const missing = left
      .filter((box) => !receivedIds.has(box.id))
      .flatMap((box) => parcelsOf.get(box.id) ?? []);
    const count = (ids: readonly number[]) =>
      ids.reduce((sum, id) => sum + (parcelsOf.get(id)?.length ?? 0), 0);
    return {
      id: index + 1,
      batchId,
      point: POINT,
      finishedBy: last.receivedBy,
      finishedAt: last.receivedAt,
      expectedBoxes: left.length,
      receivedBoxes: received.length,
      expectedParcels: count(left.map((box) => box.id)),
      scannedParcels: count([...receivedIds]),
      missingParcels: missing.length,
      extraParcels: 0,
      otherBatchScans: 0,
      missingNumbers: missing.map((parcel) => parcel.trackingNumber).join('\n'),
      boxNumbers: received.map((receipt) => boxById.get(receipt.boxId)!.boxNumber).join('\n'),
    };
  });
  return { scans, reconciliations };
}
