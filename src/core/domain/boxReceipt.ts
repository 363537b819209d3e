/**
 * Receiving a box at a point of its road (docs/decisions.md, "Boxes"): the points in road order,
 * and whether the weight on receipt differs from the box's by more than the scales and the carton
 * explain. One module, so that the API's hooks and the demo data judge a receipt alike.
 */
import type { Box } from '../generated/types';
import { enums } from '../generated/registry';

export type BoxStatus = Box['status'];

/** The box statuses in road order (schema/enums.yaml `boxStatus`, Yiwu to Toshkent). */
const ROAD: readonly string[] = enums.boxStatus.values;

/** Whether `to` lies further along the road than `from`. */
export const isFurther = (to: BoxStatus, from: BoxStatus): boolean =>
  ROAD.indexOf(to) > ROAD.indexOf(from);

/** The point whose receipt is the box's arrival in Tashkent (its `receivedAt`). */
export const TASHKENT: BoxStatus = 'Toshkent';

/**
 * How far a receipt's weight may be from the box's before it is flagged: 0.5% of the box's weight,
 * and never less than 0.1 kg (what a warehouse scale reads to, and a carton may lose in moisture).
 */
export const RECEIPT_WEIGHT_TOLERANCE = { share: 0.005, minGrams: 100 } as const;

export interface ReceiptWeightCheck {
  /** Receipt weight minus box weight, kg to the gram; null when the receipt has no weight. */
  weightDifference: number | null;
  /** The difference is beyond the tolerance. */
  weightMismatch: boolean;
}

const grams = (kg: number) => Math.round(kg * 1000);

export function receiptWeightCheck(
  boxWeight: number | null | undefined,
  receiptWeight: number | null | undefined,
): ReceiptWeightCheck {
  if (typeof receiptWeight !== 'number' || typeof boxWeight !== 'number')
    return { weightDifference: null, weightMismatch: false };
  const difference = grams(receiptWeight) - grams(boxWeight);
  const tolerance = Math.max(
    RECEIPT_WEIGHT_TOLERANCE.minGrams,
    Math.round(grams(boxWeight) * RECEIPT_WEIGHT_TOLERANCE.share),
  );
  return { weightDifference: difference / 1000, weightMismatch: Math.abs(difference) > tolerance };
}
