/**
 * What a confirmed bill locks (docs/decisions.md, "Bills"): the bill itself, and the price,
 * company, bill and payment of each of its waybills; only recording the company's payment still
 * writes them. Checked as a write hook, so no route (CRUD, action, bulk change) gets around it.
 */
import { resources } from '../../src/core/generated/registry';
import type { Reader, RecordChange, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { BILL_MESSAGES } from './billMessages';
import { WriteRefused } from './writeRefused';

const BILLS = resources.bill.api;
const WAYBILLS = resources.waybill.api;
/** The action that pays a confirmed bill, and what it may write. */
const PAYMENT_ACTION = 'recordBillPayment';
const PAYMENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  [BILLS]: ['settled', 'paidAt', 'paidAmount'],
  [WAYBILLS]: ['payStatus', 'payAt', 'payAmount'],
};
/** A waybill's fields a confirmed bill freezes (its figures follow from these). */
const LOCKED_WAYBILL_FIELDS = ['billId', 'companyId', 'changePrice', 'finalFreight'];
const BOOKKEEPING = new Set(['updatedAt', 'version']);

/** Is the waybill's price fixed: paid, or on a confirmed bill? */
export async function waybillPriceLocked(reader: Reader, waybill: DbRecord): Promise<boolean> {
  if (waybill.payStatus === 'PAID') return true;
  return (await confirmedBill(reader, waybill.billId)) !== undefined;
}

async function confirmedBill(reader: Reader, billId: unknown): Promise<DbRecord | undefined> {
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
  const paying = action === PAYMENT_ACTION ? (PAYMENT_FIELDS[collection] ?? []) : [];
  const changed = changedFields(before, after).filter((field) => !paying.includes(field));
  if (collection === BILLS) return before.status === 'CONFIRMED' ? changed : [];
  if (collection !== WAYBILLS) return [];
  return changed.filter(
    (field) => LOCKED_WAYBILL_FIELDS.includes(field) || PAYMENT_FIELDS[WAYBILLS].includes(field),
  );
}

export const billLockHook: WriteHook = async (tx, changes) => {
  for (const change of changes) {
    if (forbidden(change, tx.author.action).length === 0) continue;
    const locked = change.collection === BILLS || (await confirmedBill(tx, change.before?.billId));
    if (locked) throw new WriteRefused(409, BILL_MESSAGES.billLocked);
  }
};
