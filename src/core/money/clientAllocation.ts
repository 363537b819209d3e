/**
 * Which waybills a B2C client's payments pay, and what one that owes nothing carries
 * (docs/decisions.md, "Client settlement"). How the payments cover them: paymentAllocation.ts.
 */

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
