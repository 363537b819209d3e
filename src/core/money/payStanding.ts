/**
 * What a waybill's pay status comes to in money (docs/decisions.md, "Client settlement"): paid so
 * far and what is left of what it owes (its final freight
 * and any storage fee). A partly paid parcel is UN_PAID with what it got as
 * its `payAmount`; a waybill not charged yet (UN_BILLED) has no standing. Lists, pages and the
 * client's settlement show the same amounts from here.
 */
import { subtractUsd } from './money';
import { parcelDue } from './storageFee';

export interface PayStanding {
  /** USD paid towards the parcel so far. */
  paid: number;
  /** USD of its final freight still due (0 when paid). */
  left: number;
}

/** A waybill as any side holds it (a stored record, a list's row). */
interface PaySources {
  [field: string]: unknown;
  payStatus?: unknown;
  finalFreight?: unknown;
  payAmount?: unknown;
}

const amount = (value: unknown): number => (typeof value === 'number' ? value : 0);

export function payStanding(sources: PaySources) {
  const { payStatus, payAmount } = sources;
  // What it owes: its final freight and any storage fee.
  const due = parcelDue(sources);
  if (payStatus === 'PAID')
    return { paid: amount(payAmount ?? due), left: 0 } satisfies PayStanding;
  if (payStatus !== 'UN_PAID') return undefined;
  const paid = amount(payAmount);
  return {
    paid,
    left: Math.max(0, subtractUsd(due, paid)),
  } satisfies PayStanding;
}
