/**
 * How payments settle parcels (docs/decisions.md, "Client settlement" and "Bills"): the USD of
 * all the payments, in the order they were paid, covers the parcels oldest first, and each payment
 * says which parcels it paid and how much. A parcel is paid when covered, partly paid when the
 * money ran out on it; what is left is credit. A B2C client's payments pay their parcels (the rest
 * is the client's credit, which the next parcel to get a final freight takes); a company's
 * payments of a bill pay the bill's waybills (a bill is never overpaid, so nothing is left). The
 * allocation is derived, never entered, so an edited or deleted payment re-allocates.
 */
import { fromCents, toCents } from './money';

export interface AllocationPayment {
  id: number;
  /** USD. */
  amount: number;
  paidAt: string;
  paymentMethod?: number | null;
}

export interface AllocationParcel {
  id: number;
  /** USD. */
  finalFreight: number;
  createdAt: string;
}

export interface ParcelSettlement {
  /** USD allocated to the parcel (0 when none). */
  paid: number;
  /** Covered in full. */
  covered: boolean;
  /** When it was covered: the later of the completing payment's time and the parcel's creation. */
  paidAt: string | null;
  paymentMethod: number | null;
}

/** What one payment paid to one parcel (USD). */
export interface PaidParcel {
  waybillId: number;
  amount: number;
}

export interface PaymentAllocation {
  parcels: Map<number, ParcelSettlement>;
  /** Per payment id, the parcels it paid and how much, oldest parcel first (none: no entry). */
  payments: Map<number, PaidParcel[]>;
  /** USD paid and not allocated. */
  credit: number;
}

const byTime =
  <T extends { id: number }>(time: (item: T) => string) =>
  (a: T, b: T) =>
    time(a).localeCompare(time(b)) || a.id - b.id;

export function allocatePayments(
  payments: readonly AllocationPayment[],
  parcels: readonly AllocationParcel[],
): PaymentAllocation {
  const queue = [...payments]
    .sort(byTime((payment) => payment.paidAt))
    .map((payment) => ({ ...payment, left: toCents(payment.amount) }));
  const result = new Map<number, ParcelSettlement>();
  const paidBy = new Map<number, PaidParcel[]>();
  let next = 0;
  for (const parcel of [...parcels].sort(byTime((p) => p.createdAt))) {
    let due = toCents(parcel.finalFreight);
    let paid = 0;
    let last: (typeof queue)[number] | undefined;
    while (due > 0 && next < queue.length) {
      const payment = queue[next];
      const taken = Math.min(due, payment.left);
      payment.left -= taken;
      due -= taken;
      paid += taken;
      if (taken > 0) {
        last = payment;
        const parts = paidBy.get(payment.id) ?? [];
        parts.push({ waybillId: parcel.id, amount: fromCents(taken) });
        paidBy.set(payment.id, parts);
      }
      if (payment.left === 0) next += 1;
    }
    // A parcel charged nothing is covered as it is.
    const covered = due === 0;
    result.set(parcel.id, {
      paid: fromCents(paid),
      covered,
      paidAt: covered
        ? last
          ? [last.paidAt, parcel.createdAt].sort()[1]
          : parcel.createdAt
        : null,
      paymentMethod: covered ? (last?.paymentMethod ?? null) : null,
    });
  }
  const credit = queue.slice(next).reduce((cents, payment) => cents + payment.left, 0);
  return { parcels: result, payments: paidBy, credit: fromCents(credit) };
}

/** A payment's `paidParcels` from the allocation: none is an empty list. */
export const paidParcelsOf = (allocation: PaymentAllocation, paymentId: number): PaidParcel[] =>
  allocation.payments.get(paymentId) ?? [];

/**
 * The pay fields a parcel with a final freight gets from its settlement: it is due from the moment
 * it is charged, so it is PAID when covered and UN_PAID otherwise (with what it got so far). The
 * API's hooks and the demo data write these, for client parcels and billed waybills alike.
 */
export function parcelPayFields(settled: ParcelSettlement) {
  return {
    payStatus: settled.covered ? 'PAID' : 'UN_PAID',
    payAmount: settled.paid > 0 ? settled.paid : null,
    payAt: settled.paidAt,
    paymentMethod: settled.paymentMethod,
  } as const;
}
