/**
 * The rules of cash shifts and the payments taken at a point (docs/decisions.md "Cash shifts"):
 * - a shift opens OPEN, now, for the signed-in cashier; one open shift per cashier and point;
 * - a closed shift is never written again (409), whichever route writes;
 * - a payment taken at a point (`pvzId`) is linked to the open shift of the user who takes it
 *   there; cash with no such shift is refused (409: open a shift first), a card or Payme payment
 *   is kept unlinked; a payment's point and shift never change once it is taken, and a payment of
 *   a closed shift keeps its money fields and is not deleted (a reversal corrects it).
 */
import { resources } from '../../src/core/generated/registry';
import type { WriteRule } from '../access/writeRule';
import { DEMO_DATA_LOAD } from '../db/author';
import { listIn } from '../db/recordsIn';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { WriteRefused } from '../http/writeRefused';
import { CASH_METHOD } from '../../src/core/money/cashShiftFigures';
import { SHIFT_MESSAGES } from './shiftMessages';

export const SHIFTS = resources.cashShift.api;
export const PAYMENTS = resources.clientPayment.api;
export const OPEN = 'OPEN';
export const CLOSED = 'CLOSED';

/** A payment's fields that a closed shift keeps as they were counted. */
const MONEY_FIELDS = [
  'clientId',
  'currency',
  'amount',
  'amountSom',
  'paymentMethod',
  'paidAt',
  'pvzId',
  'shiftId',
  'reversesId',
] as const;

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** A closed shift is kept as counted; a new one opens now (server fields start blank). */
export const cashShiftWriteRule: WriteRule = (before, after, _actor, now) => {
  if (before?.status === CLOSED)
    return { ok: false, status: 409, message: SHIFT_MESSAGES.shiftClosed };
  if (before) return { ok: true, record: after };
  return {
    ok: true,
    record: {
      ...after,
      status: OPEN,
      openedAt: now.toISOString(),
      closedAt: null,
      countedUsd: null,
      countedSom: null,
    },
  };
};

/** The open shift of `cashierId` at `pvzId`, if there is one. */
export async function openShiftOf(
  tx: Transaction,
  cashierId: unknown,
  pvzId: unknown,
): Promise<DbRecord | undefined> {
  if (cashierId == null || pvzId == null) return undefined;
  const theirs = await listIn(tx, SHIFTS, 'cashierId', [String(cashierId)]);
  return theirs.find((shift) => shift.status === OPEN && same(shift.pvzId, pvzId));
}

/** One open shift per cashier and point: a second is refused while the first is open. */
export const openShiftHook: WriteHook = async (tx, changes) => {
  for (const { collection, before, after } of changes) {
    if (collection !== SHIFTS || after?.status !== OPEN || before?.status === OPEN) continue;
    const theirs = await listIn(tx, SHIFTS, 'cashierId', [String(after.cashierId)]);
    const open = theirs.filter((shift) => shift.status === OPEN && same(shift.pvzId, after.pvzId));
    if (open.length > 1)
      throw new WriteRefused(409, SHIFT_MESSAGES.secondOpenShift, {
        pvzId: SHIFT_MESSAGES.secondOpenShift,
      });
  }
};

/** Payments this hook linked: its own write is no change of the payment's shift. */
const ownLinks = new WeakSet<DbRecord>();

const refused = (message: string, field = 'pvzId') =>
  new WriteRefused(409, message, { [field]: message });

async function shiftNamed(tx: Transaction, id: unknown): Promise<DbRecord | undefined> {
  return id == null ? undefined : tx.get(SHIFTS, id);
}

async function linkNew(tx: Transaction, payment: DbRecord): Promise<void> {
  if (payment.pvzId == null) {
    if (payment.shiftId != null) throw refused(SHIFT_MESSAGES.otherPoint, 'shiftId');
    return;
  }
  if (payment.shiftId != null) {
    // Named by the server's own writes (a reversal): the shift must be open, at that point.
    const shift = await shiftNamed(tx, payment.shiftId);
    if (!shift || !same(shift.pvzId, payment.pvzId))
      throw refused(SHIFT_MESSAGES.otherPoint, 'shiftId');
    if (shift.status !== OPEN) throw refused(SHIFT_MESSAGES.shiftClosed, 'shiftId');
    return;
  }
  const shift = await openShiftOf(tx, payment.receivedBy, payment.pvzId);
  if (!shift) {
    if (Number(payment.paymentMethod) === CASH_METHOD) throw refused(SHIFT_MESSAGES.openShiftFirst);
    return;
  }
  ownLinks.add(await tx.update(PAYMENTS, payment, { shiftId: shift.id }));
}

async function checkChanged(tx: Transaction, before: DbRecord, after: DbRecord): Promise<void> {
  if (!same(before.pvzId, after.pvzId) || !same(before.shiftId, after.shiftId))
    throw refused(SHIFT_MESSAGES.pointFixed);
  const shift = await shiftNamed(tx, before.shiftId);
  if (shift?.status !== CLOSED) return;
  if (MONEY_FIELDS.some((field) => !same(before[field], after[field])))
    throw refused(SHIFT_MESSAGES.shiftClosed, 'shiftId');
}

async function checkRemoved(tx: Transaction, before: DbRecord): Promise<void> {
  const shift = await shiftNamed(tx, before.shiftId);
  if (shift?.status === CLOSED) throw refused(SHIFT_MESSAGES.shiftClosed, 'shiftId');
  if (before.reversesId != null) throw refused(SHIFT_MESSAGES.reversedKept, 'reversesId');
  const reversals = await listIn(tx, PAYMENTS, 'reversesId', [String(before.id)]);
  if (reversals.length > 0) throw refused(SHIFT_MESSAGES.reversedKept, 'reversesId');
}

/** Links each payment taken at a point to its shift, and keeps closed shifts' payments. */
export const shiftPaymentsHook: WriteHook = async (tx, changes) => {
  // The demo data is made consistent by its builder (server/db/demoData/build/cashShifts.ts).
  if (tx.author === DEMO_DATA_LOAD) return;
  for (const change of changes) {
    if (change.collection !== PAYMENTS) continue;
    await checkPayment(tx, change);
  }
};

async function checkPayment(tx: Transaction, { before, after }: RecordChange): Promise<void> {
  if (after && ownLinks.has(after)) return;
  if (!before && after) {
    // Its stored state: another hook of this round may have written it since.
    const stored = await tx.get(PAYMENTS, after.id);
    if (stored) await linkNew(tx, stored);
  } else if (before && after) await checkChanged(tx, before, after);
  else if (before) await checkRemoved(tx, before);
}
