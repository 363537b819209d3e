/**
 * The figures of a box day batch, derived from its boxes, their waybills and what has been paid.
 * One pure function so that the fixtures generator and the demo API cannot disagree on a total.
 */
import type { Box, BoxDayBatch, Waybill } from '../generated/types';

export type BatchBox = Pick<Box, 'weight' | 'price' | 'status'>;
export type BatchWaybill = Pick<Waybill, 'status'>;

type BatchStatus = NonNullable<BoxDayBatch['status']>;
type BatchPayStatus = NonNullable<BoxDayBatch['payStatus']>;

export interface BoxBatchTotals {
  boxCount: number;
  waybillCount: number;
  /** Waybills that have left the Tashkent warehouse for their client. */
  shipmentWaybillCount: number;
  totalWeight: number;
  totalAmount: number;
  unPaidAmount: number;
  /** Boxes not yet received in Tashkent, and their weight. */
  remainBoxCount: number;
  remainWeight: number;
  status: BatchStatus;
  payStatus: BatchPayStatus;
}

/** A box has been received when it reached the Tashkent warehouse, the last leg of its route. */
const RECEIVED_BOX_STATUS: Box['status'] = 'Toshkent';

/** Waybill statuses that mean the parcel has left the Tashkent warehouse for its client. */
export const SHIPPED_WAYBILL_STATUSES: ReadonlySet<Waybill['status']> = new Set([
  'Approaching',
  'DropZone',
  'Delivered',
  'CourierGave',
  'RECEIVED',
  'RETURNED',
]);

/** Money and weight keep two decimals; summing rounded values must not leak float noise. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

const sum = (values: number[]) => round2(values.reduce((total, value) => total + value, 0));

export function batchStatus(boxes: readonly BatchBox[]): BatchStatus {
  const received = boxes.filter((box) => box.status === RECEIVED_BOX_STATUS).length;
  if (boxes.length > 0 && received === boxes.length) return 'RECEIVED';
  if (received > 0) return 'PARTIAL';
  // Nothing received yet: still being packed at Yiwu, or on the road.
  return boxes.some((box) => box.status !== 'Yiwu') ? 'UN_RECEIVED' : 'CREATED';
}

export function batchPayStatus(totalAmount: number, paidAmount: number): BatchPayStatus {
  if (paidAmount <= 0) return 'UN_PAID';
  return paidAmount >= totalAmount ? 'PAID' : 'PARTIAL';
}

export function boxBatchTotals(
  boxes: readonly BatchBox[],
  waybills: readonly BatchWaybill[],
  paidAmount: number,
): BoxBatchTotals {
  const remaining = boxes.filter((box) => box.status !== RECEIVED_BOX_STATUS);
  const totalAmount = sum(boxes.map((box) => box.price ?? 0));
  return {
    boxCount: boxes.length,
    waybillCount: waybills.length,
    shipmentWaybillCount: waybills.filter((w) => SHIPPED_WAYBILL_STATUSES.has(w.status)).length,
    totalWeight: sum(boxes.map((box) => box.weight)),
    totalAmount,
    unPaidAmount: Math.max(0, round2(totalAmount - paidAmount)),
    remainBoxCount: remaining.length,
    remainWeight: sum(remaining.map((box) => box.weight)),
    status: batchStatus(boxes),
    payStatus: batchPayStatus(totalAmount, paidAmount),
  };
}
