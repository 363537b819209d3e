/**
 * Cashback (docs/decisions.md, "Cashback"): a referred client's parcel accrues it once delivered
 * and paid, its weight times the code's cashback per kg at that moment, to the cent. The API's
 * hook and the demo data both use these.
 */
import { isHandedOver } from './wayStatus';
import type { Waybill } from '../generated/types';
import { roundUsd } from '../money/money';

export const accruesCashback = (waybill: Pick<Waybill, 'status' | 'payStatus'>): boolean =>
  waybill.payStatus === 'PAID' && isHandedOver(waybill.status);

/** USD accrued by a parcel of `weight` kg at `ratePerKg` USD. */
export const parcelCashback = (weight: number, ratePerKg: number): number =>
  roundUsd(weight * ratePerKg);
