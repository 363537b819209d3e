/**
 * Which boxes, waybills, payments and receive records belong to which day batch, and each batch's
 * figures from them (boxBatchTotals), each box's waybill count and each receipt's weight check
 * against its box (boxReceipt.ts). The API's boxFiguresHook and the fixtures generator both use it.
 */
import type { Box, BoxPayment, BoxReceiveRecord, Waybill } from '../generated/types';
import {
  boxBatchTotals,
  type BatchBox,
  type BatchPayment,
  type BatchWaybill,
  type BoxBatchTotals,
  waybillTotal,
} from './boxBatchTotals';
import { receiptWeightCheck, type ReceiptWeightCheck } from './boxReceipt';

/** Ids compare as text: stored ids are numbers, ids from json-server or a URL may be strings. */
type Id = string | number;

export interface BoxLedger {
  boxes: readonly (BatchBox & { batchId: Box['batchId'] | string })[];
  waybills: readonly (BatchWaybill & { boxId?: Waybill['boxId'] | string })[];
  payments: readonly (BatchPayment & { batchId: BoxPayment['batchId'] | string })[];
  receipts: readonly (Pick<BoxReceiveRecord, 'weight'> & {
    id: Id;
    boxId: BoxReceiveRecord['boxId'] | string;
  })[];
}

export interface LedgerFigures {
  batch(batchId: Id): BoxBatchTotals;
  boxWaybillCount(boxId: Id): number;
  /** A receipt's weight against its box's; unflagged for a receipt whose box is not in the ledger. */
  receiptWeight(receiptId: Id): ReceiptWeightCheck;
}

function groupBy<T>(items: readonly T[], key: (item: T) => unknown): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    if (name === null || name === undefined) continue;
    const group = groups.get(String(name));
    if (group) group.push(item);
    else groups.set(String(name), [item]);
  }
  return groups;
}

export function boxLedgerFigures({
  boxes,
  waybills,
  payments,
  receipts,
}: BoxLedger): LedgerFigures {
  const boxesOf = groupBy(boxes, (box) => box.batchId);
  const waybillsOf = groupBy(waybills, (waybill) => waybill.boxId);
  const paymentsOf = groupBy(payments, (payment) => payment.batchId);
  const weightOf = new Map(boxes.map((box) => [String(box.id), box.weight]));
  const checks = new Map(
    receipts.map((receipt) => [
      String(receipt.id),
      {
        boxId: String(receipt.boxId),
        ...receiptWeightCheck(weightOf.get(String(receipt.boxId)), receipt.weight),
      },
    ]),
  );
  const mismatchesOf = new Map<string, number>();
  for (const { boxId, weightMismatch } of checks.values())
    if (weightMismatch) mismatchesOf.set(boxId, (mismatchesOf.get(boxId) ?? 0) + 1);
  return {
    batch(batchId) {
      const own = boxesOf.get(String(batchId)) ?? [];
      return boxBatchTotals({
        boxes: own,
        waybills: own.flatMap((box) => waybillsOf.get(String(box.id)) ?? []),
        payments: paymentsOf.get(String(batchId)) ?? [],
        weightMismatches: own.reduce(
          (count, box) => count + (mismatchesOf.get(String(box.id)) ?? 0),
          0,
        ),
      });
    },
    boxWaybillCount: (boxId) => waybillTotal(waybillsOf.get(String(boxId)) ?? []),
    receiptWeight(receiptId) {
      const check = checks.get(String(receiptId));
      return {
        weightDifference: check?.weightDifference ?? null,
        weightMismatch: check?.weightMismatch ?? false,
      };
    },
  };
}
