/**
 * The server behaviour of boxes, their receipts and their day batches (docs/decisions.md,
 * "Boxes"): a receipt moves its box and a box moved on carries its parcels, a box is priced on
 * its batch's day, and the batch's figures and each receipt's weight check are derived; parcels
 * are packed into boxes at Yiwu, and a batch's arrival at a hub is scanned against what left the
 * previous point.
 */
import { arrivalHandler } from '../boxes/arrivalAnswer';
import { finishArrival } from '../boxes/arrivalFinish';
import { arrivalState, scanArrival } from '../boxes/arrivalScan';
import { boxFiguresHook } from '../boxes/boxFigures';
import { closeBox, openBox, reopenBox } from '../boxes/boxPacking';
import { scanIntoBox } from '../boxes/boxScan';
import { packingHandler } from '../boxes/packingAnswer';
import { boxPricingHook } from '../boxes/boxPricing';
import { boxReceiptHook, boxRoadHook } from '../boxes/boxReceipts';
import type { EntityModule } from './entityModule';

const BATCH_FIGURES = [
  'boxCount',
  'waybillCount',
  'shipmentWaybillCount',
  'totalWeight',
  'totalAmount',
  'paidAmount',
  'unPaidAmount',
  'remainBoxCount',
  'remainWeight',
  'status',
  'payStatus',
  'weightMismatches',
  'payDay',
  'paymentNumber',
] as const;

export const boxReceiveRecordEntity = {
  hooks: [
    {
      name: 'boxReceipt',
      reads: [
        'boxReceiveRecord.boxId',
        'boxReceiveRecord.batchId',
        'boxReceiveRecord.status',
        'boxReceiveRecord.receivedAt',
        'box.batchId',
        'box.status',
      ],
      writes: ['box.status', 'box.receivedAt'],
      run: boxReceiptHook,
    },
  ],
} satisfies EntityModule<'boxReceiveRecord'>;

export const boxEntity = {
  hooks: [
    {
      // Each parcel goes through the waybill's own write rule: any of its fields may change.
      name: 'boxRoad',
      reads: ['box.status'],
      writes: ['waybill'],
      run: boxRoadHook,
    },
    {
      name: 'boxPricing',
      reads: ['box.weight', 'box.batchId', 'boxDayBatch.receiveDay', 'boxPrice', 'boxPayment'],
      writes: ['box.price'],
      run: boxPricingHook,
    },
  ],
  // The packing station (docs/decisions.md "Packing"): opening and scanning answer the box with
  // what the scan did and its parcels' weight; closing and reopening answer the box.
  actions: {
    openBox: packingHandler(openBox, 'openBox'),
    scanIntoBox: packingHandler(scanIntoBox, 'scanIntoBox'),
    closeBox: { plan: closeBox },
    reopenBox: { plan: reopenBox },
  },
} satisfies EntityModule<'box'>;

export const boxDayBatchEntity = {
  hooks: [
    {
      name: 'boxFigures',
      reads: [
        'box',
        'boxDayBatch',
        'boxPayment',
        'waybill.boxId',
        'waybill.status',
        'boxReceiveRecord.boxId',
        'boxReceiveRecord.weight',
      ],
      writes: [
        ...BATCH_FIGURES.map((field) => `boxDayBatch.${field}` as const),
        'box.waybillCount',
        'boxReceiveRecord.weightDifference',
        'boxReceiveRecord.weightMismatch',
      ],
      run: boxFiguresHook,
    },
  ],
  // The arrival station (docs/decisions.md "Arrival"): each answers the arrival's counts and lists.
  actions: {
    arrivalState: arrivalHandler(arrivalState, 'arrivalState'),
    scanArrival: arrivalHandler(scanArrival, 'scanArrival'),
    finishArrival: arrivalHandler(finishArrival, 'finishArrival'),
  },
} satisfies EntityModule<'boxDayBatch'>;
