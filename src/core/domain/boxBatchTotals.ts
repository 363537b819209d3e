/**
 * The figures of a box day batch, derived from its boxes, their waybills, the receive records and
 * the carrier's payments. One pure function so that the fixtures generator and the demo API cannot
 * disagree on a total.
 */
import { subtractUsd, sumUsd } from '../money/money';
import { tashkentDayOf } from '../time/tashkent';
import type { Box, BoxDayBatch, BoxPayment, Waybill } from '../generated/types';
import { sumKg } from './weightSum';

/** Ids may be text: json-server gives a new record a text id when its collection's ids are not numbers. */
export type BatchBox = Pick<Box, 'weight' | 'price' | 'status'> & { id: number | string };
/**
 * A waybill, or `count` waybills of one status (a box's parcels counted by the database, not read
 * one by one: the API's figures after each scan).
 */
export type BatchWaybill = Pick<Waybill, 'status'> & { count?: number };
export type BatchPayment = Pick<BoxPayment, 'amount' | 'paidAt' | 'paymentNumber'>;

export interface BatchContents {
  boxes: readonly BatchBox[];
  waybills: readonly BatchWaybill[];
  payments: readonly BatchPayment[];
  /** The receive records of its boxes whose weight differs from the box's (boxReceipt.ts). */
  weightMismatches?: number;
}

type BatchStatus = NonNullable<BoxDayBatch['status']>;
type BatchPayStatus = NonNullable<BoxDayBatch['payStatus']>;

export interface BoxBatchTotals {
  boxCount: number;
  waybillCount: number;
  /** Waybills that have left the Tashkent warehouse for their client. */
  shipmentWaybillCount: number;
  totalWeight: number;
  totalAmount: number;
  /** The sum of the batch's payments. */
  paidAmount: number;
  unPaidAmount: number;
  /** Boxes not yet received in Tashkent, and their weight. */
  remainBoxCount: number;
  remainWeight: number;
  status: BatchStatus;
  payStatus: BatchPayStatus;
  /** Receipts of its boxes whose weight differs from the box's beyond the tolerance. */
  weightMismatches: number;
  /** The latest payment's Tashkent day and number; undefined before the first payment. */
  payDay: string | undefined;
  paymentNumber: string | undefined;
}

/**
 * A box has been received when it reached the Tashkent warehouse, the last leg of its route: its
 * Tashkent receive record puts it there (server/boxes/boxReceipts.ts).
 */
const RECEIVED_BOX_STATUS: Box['status'] = 'Toshkent';

/** Waybill statuses that mean the parcel has left the Tashkent warehouse for its client. */
const SHIPPED_WAYBILL_STATUSES: ReadonlySet<Waybill['status']> = new Set([
  'Approaching',
  'DropZone',
  'Delivered',
  'CourierGave',
  'RECEIVED',
  'RETURNED',
]);

/**
 * What the carrier charges for the boxes: the sum of their prices, in cents. Totals are the sums of
 * the parts as shown (src/core/money): USD to the cent, kilograms to the gram.
 */
export const batchAmount = (boxes: readonly Pick<Box, 'price'>[]) =>
  sumUsd(boxes.map((box) => box.price));

/** How many waybills the rows stand for. */
export const waybillTotal = (waybills: readonly BatchWaybill[]) =>
  waybills.reduce((total, waybill) => total + (waybill.count ?? 1), 0);

function batchStatus(boxes: readonly BatchBox[], remaining: readonly BatchBox[]): BatchStatus {
  if (boxes.length > 0 && remaining.length === 0) return 'RECEIVED';
  if (remaining.length < boxes.length) return 'PARTIAL';
  // Nothing received yet: still being packed at Yiwu, or on the road.
  return boxes.some((box) => box.status !== 'Yiwu') ? 'UN_RECEIVED' : 'CREATED';
}

function batchPayStatus(totalAmount: number, paidAmount: number): BatchPayStatus {
  if (paidAmount <= 0) return 'UN_PAID';
  return paidAmount >= totalAmount ? 'PAID' : 'PARTIAL';
}

function latestPayment(payments: readonly BatchPayment[]): BatchPayment | undefined {
  let latest: BatchPayment | undefined;
  for (const payment of payments)
    if (!latest || Date.parse(payment.paidAt) >= Date.parse(latest.paidAt)) latest = payment;
  return latest;
}

export function boxBatchTotals({
  boxes,
  waybills,
  payments,
  weightMismatches = 0,
}: BatchContents): BoxBatchTotals {
  const remaining = boxes.filter((box) => box.status !== RECEIVED_BOX_STATUS);
  const totalAmount = batchAmount(boxes);
  const paidAmount = sumUsd(payments.map((payment) => payment.amount));
  const latest = latestPayment(payments);
  return {
    boxCount: boxes.length,
    waybillCount: waybillTotal(waybills),
    shipmentWaybillCount: waybillTotal(
      waybills.filter((w) => SHIPPED_WAYBILL_STATUSES.has(w.status)),
    ),
    totalWeight: sumKg(boxes.map((box) => box.weight)),
    totalAmount,
    paidAmount,
    unPaidAmount: Math.max(0, subtractUsd(totalAmount, paidAmount)),
    remainBoxCount: remaining.length,
    remainWeight: sumKg(remaining.map((box) => box.weight)),
    status: batchStatus(boxes, remaining),
    payStatus: batchPayStatus(totalAmount, paidAmount),
    weightMismatches,
    payDay: latest && tashkentDayOf(latest.paidAt),
    paymentNumber: latest?.paymentNumber,
  };
}
