/**
 * How a B2C client's payments settle their parcels (docs/decisions.md, "Client settlement"): the
 * USD of all their payments, in the order they were paid, covers their parcels with a final
 * freight oldest first; each payment says which parcels it paid and how much. A parcel is paid when covered, partly paid when the money ran out on it;
 * what is left is the client's credit, which the next parcel to get a final freight takes. The
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

export interface ClientAllocation {
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

export function allocateClientPayments(
  payments: readonly AllocationPayment[],
  parcels: readonly AllocationParcel[],
): ClientAllocation {
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

/**
 * The pay fields a parcel with a final freight gets from its settlement: it is due from the moment
 * it is charged, so it is PAID when covered and UN_PAID otherwise (with what it got so far). The
 * API's hook and the demo data both write these.
 */
export function parcelPayFields(settled: ParcelSettlement) {
  return {
    payStatus: settled.covered ? 'PAID' : 'UN_PAID',
    payAmount: settled.paid > 0 ? settled.paid : null,
    payAt: settled.paidAt,
    paymentMethod: settled.paymentMethod,
  } as const;
}

/** What a waybill is to its client's payments: a stored record or a demo one. */
interface ParcelSources {
  id: unknown;
  companyId?: unknown;
  finalFreight?: unknown;
}

/** A waybill its client's payments pay: B2C (no company) and charged (a final freight above 0). */
export const isClientParcel = (waybill: ParcelSources) =>
  waybill.companyId == null && Number(waybill.finalFreight ?? 0) > 0;

/**
 * The pay fields of a waybill that owes nothing: neither its client's parcel nor in a bill (not
 * charged, its final freight cleared, or a company's waybill not billed yet). What its client paid
 * for it before is their credit again.
 */
export const UNCHARGED_PAY_FIELDS = {
  payStatus: 'UN_BILLED',
  payAmount: null,
  payAt: null,
  paymentMethod: null,
} as const;

/** A payment's `paidParcels` from the allocation: none is an empty list. */
export const paidParcelsOf = (allocation: ClientAllocation, paymentId: number): PaidParcel[] =>
  allocation.payments.get(paymentId) ?? [];
