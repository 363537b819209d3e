/**
 * What a company bill has been paid (docs/decisions.md, "Bills"): the one answer, read by the
 * API's hook (server/money/billSettlementHook.ts), the payment's checks, the demo data and the
 * figures that sum what was received. A bill is paid by its payments (a record each, in USD);
 * what is left is its settle amount less their sum; it is settled once confirmed and nothing is
 * left, at the time of the payment that completed it.
 */
import { subtractUsd, sumUsd, toCents } from './money';

/** A payment of a bill as its figures need it. */
export interface BillPaymentPart {
  /** USD. */
  amount: number;
  paidAt: string;
}

/** The bill as its payments are weighed against it. */
export interface PayableBill {
  status: string;
  /** USD: the sum of its waybills' final freight. */
  settleAmount: number;
}

export interface BillSettlement {
  paidAmount: number;
  remainingAmount: number;
  settled: boolean;
  /** When the bill was paid in full: the latest payment's time; null while it is not. */
  paidAt: string | null;
}

/** The sum of the payments, in whole cents. */
export const paidOnBill = (payments: readonly BillPaymentPart[]): number =>
  sumUsd(payments.map((payment) => payment.amount));

export function billSettlement(
  bill: PayableBill,
  payments: readonly BillPaymentPart[],
): BillSettlement {
  const paidAmount = paidOnBill(payments);
  const remainingAmount = subtractUsd(bill.settleAmount, paidAmount);
  const settled = bill.status === 'CONFIRMED' && toCents(remainingAmount) <= 0;
  const latest = payments
    .map((payment) => payment.paidAt)
    .sort()
    .at(-1);
  return { paidAmount, remainingAmount, settled, paidAt: settled ? (latest ?? null) : null };
}

/** Would a payment of `amount` USD pay more than the bill still owes? */
export const overpays = (settlement: BillSettlement, amount: number): boolean =>
  toCents(amount) > toCents(settlement.remainingAmount);
