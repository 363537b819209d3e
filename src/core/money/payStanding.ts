/**
 * What a waybill's pay status comes to in money (docs/decisions.md, "Client settlement"): paid so
 * far and what is left of its final freight. A partly paid parcel is UN_PAID with what it got as
 * its `payAmount`; a waybill not charged yet (UN_BILLED) has no standing. Lists, pages and the
 * client's settlement show the same amounts from here.
 */
import { subtractUsd } from './money';

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

export function payStanding({ payStatus, finalFreight, payAmount }: PaySources) {
  if (payStatus === 'PAID')
    return { paid: amount(payAmount ?? finalFreight), left: 0 } satisfies PayStanding;
  if (payStatus !== 'UN_PAID') return undefined;
  const paid = amount(payAmount);
  return {
    paid,
    left: Math.max(0, subtractUsd(amount(finalFreight), paid)),
  } satisfies PayStanding;
}
