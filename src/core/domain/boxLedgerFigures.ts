/**
 * Which boxes, waybills, payments and receive records belong to which day batch, and each batch's
 * figures from them (boxBatchTotals). The demo API recomputes every batch with it when batches or
 * boxes are read; the fixtures generator builds the batches with it.
 */
import type { Box, BoxPayment, BoxReceiveRecord, Waybill } from '../generated/types';
import {
  boxBatchTotals,
  type BatchBox,
  type BatchPayment,
  type BatchWaybill,
  type BoxBatchTotals,
} from './boxBatchTotals';

/** Ids compare as text: stored ids are numbers, ids from json-server or a URL may be strings. */
type Id = string | number;

export interface BoxLedger {
  boxes: readonly (BatchBox & { batchId: Box['batchId'] | string })[];
  waybills: readonly (BatchWaybill & { boxId?: Waybill['boxId'] | string })[];
  payments: readonly (BatchPayment & { batchId: BoxPayment['batchId'] | string })[];
  receipts: readonly { boxId: BoxReceiveRecord['boxId'] | string }[];
}

export interface LedgerFigures {
  batch(batchId: Id): BoxBatchTotals;
  boxWaybillCount(boxId: Id): number;
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
  const receivedBoxIds = new Set(receipts.map((receipt) => String(receipt.boxId)));
  return {
    batch(batchId) {
      const own = boxesOf.get(String(batchId)) ?? [];
      return boxBatchTotals({
        boxes: own,
        waybills: own.flatMap((box) => waybillsOf.get(String(box.id)) ?? []),
        payments: paymentsOf.get(String(batchId)) ?? [],
        receivedBoxIds,
      });
    },
    boxWaybillCount: (boxId) => waybillsOf.get(String(boxId))?.length ?? 0,
  };
}
