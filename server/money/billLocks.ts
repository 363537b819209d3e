/**
 * What a confirmed bill locks (docs/decisions.md, "Bills"): the bill itself but what its payments
 * derive (paid, remaining, settled), and the price, company, bill and payment of each of its
 * waybills; only recording the company's payment still pays them. Checked as a write hook, so no
 * route (CRUD, action, bulk change) gets around it.
 */
import { resources } from '../../src/core/generated/registry';
import type { Reader, RecordChange, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { BILL_MESSAGES } from './billMessages';
import { WriteRefused } from '../http/writeRefused';

const BILLS = resources.bill.api;
const WAYBILLS = resources.waybill.api;
/** What a bill's payments derive on it (server/money/billSettlementHook.ts): never locked. */
const SETTLEMENT_FIELDS = ['settled', 'paidAt', 'paidAmount', 'remainingAmount'];
/** The action that pays a confirmed bill's waybills, and what it writes on them. */
const PAYMENT_ACTION = 'recordBillPayment';
const PAY_FIELDS = ['payStatus', 'payAt', 'payAmount', 'paymentMethod'];
/** A waybill's fields a confirmed bill freezes (its figures follow from these). */
const LOCKED_WAYBILL_FIELDS = ['billId', 'companyId', 'changePrice', 'finalFreight'];
const BOOKKEEPING = new Set(['updatedAt', 'version']);

/** Is the waybill's price fixed: paid, or on a confirmed bill? */
export async function waybillPriceLocked(reader: Reader, waybill: DbRecord): Promise<boolean> {
  if (waybill.payStatus === 'PAID') return true;
  return (await confirmedBill(reader, waybill.billId)) !== undefined;
}

/** The waybill's bill when it is confirmed. */
export async function confirmedBill(
  reader: Reader,
  billId: unknown,
): Promise<DbRecord | undefined> {
  if (billId === undefined || billId === null) return undefined;
  const bill = await reader.get(BILLS, billId);
  return bill?.status === 'CONFIRMED' ? bill : undefined;
}

const changedFields = (before: DbRecord, after: DbRecord | undefined): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after ?? {})])].filter(
    (field) =>
      !BOOKKEEPING.has(field) &&
      JSON.stringify(before[field] ?? null) !== JSON.stringify(after?.[field] ?? null),
  );

/** The fields of this change a confirmed bill forbids, given who writes. */
function forbidden(change: RecordChange, action: string): string[] {
  const { collection, before, after } = change;
  if (!before) return [];
  const changed = changedFields(before, after);
  if (collection === BILLS)
    return before.status === 'CONFIRMED'
      ? changed.filter((field) => !SETTLEMENT_FIELDS.includes(field))
      : [];
  if (collection !== WAYBILLS) return [];
  const paying = action === PAYMENT_ACTION;
  return changed.filter(
    (field) => LOCKED_WAYBILL_FIELDS.includes(field) || (!paying && PAY_FIELDS.includes(field)),
  );
}

export const billLockHook: WriteHook = async (tx, changes) => {
  for (const change of changes) {
    if (forbidden(change, tx.author.action).length === 0) continue;
    const locked = change.collection === BILLS || (await confirmedBill(tx, change.before?.billId));
    if (locked) throw new WriteRefused(409, BILL_MESSAGES.billLocked);
  }
};
