/**
 * A PENDING bill's figures (src/core/money/billFigures.ts) follow, in the same transaction, every
 * write of what they are made of: which waybills carry its id, their freight and final freight
 * (an approved price change moves them), its account date and company (its rate). A confirmed
 * bill's figures are frozen (billLocks.ts). Only figures that differ are written.
 */
import { resources } from '../../src/core/generated/registry';
import { billFigures, type BillFigures } from '../../src/core/money/billFigures';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { BILL_MESSAGES } from './billMessages';
import { rateOnDay } from './rateAt';
import { WriteRefused } from '../http/writeRefused';

const BILLS = resources.bill.api;
const WAYBILLS = resources.waybill.api;
const WAYBILL_SOURCES = ['freight', 'finalFreight'] as const;
const BILL_SOURCES = ['accountDate', 'companyId'] as const;

const amountOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

const differs = (before: DbRecord, after: DbRecord, fields: readonly string[]) =>
  fields.some((field) => (before[field] ?? null) !== (after[field] ?? null));

/** The ids of the bills whose figures this change may move. */
function billsConcerned({ collection, before, after }: RecordChange): unknown[] {
  if (collection === BILLS)
    return after && (!before || differs(before, after, BILL_SOURCES)) ? [after.id] : [];
  if (collection !== WAYBILLS) return [];
  const billIds = [before?.billId, after?.billId].filter((id) => id !== undefined && id !== null);
  if (!before || !after || before.billId !== after.billId) return billIds;
  return differs(before, after, WAYBILL_SOURCES) ? billIds : [];
}

/** The figures the bill should have: those of its waybills as stored now, at its rate. */
export async function currentBillFigures(tx: Transaction, bill: DbRecord): Promise<BillFigures> {
  const rate = await rateOnDay(
    tx,
    { kind: 'b2b', companyId: Number(bill.companyId) },
    String(bill.accountDate),
    tx.now,
  );
  if (rate === undefined)
    throw new WriteRefused(400, 'validation.formFailed', { accountDate: BILL_MESSAGES.noB2bRate });
  const waybills = await tx.findBy(WAYBILLS, 'billId', bill.id);
  return billFigures(
    waybills.map((waybill) => ({
      freight: amountOf(waybill.freight),
      finalFreight: amountOf(waybill.finalFreight),
    })),
    rate,
  );
}

export const billFiguresHook: WriteHook = async (tx, changes) => {
  const concerned = new Set<string>();
  for (const change of changes) for (const id of billsConcerned(change)) concerned.add(String(id));
  await tx.claim(BILLS, [...concerned].map(Number));
  for (const id of concerned) {
    // Re-read: another hook of this round may have written it since.
    const bill = await tx.get(BILLS, id);
    if (!bill || bill.status === 'CONFIRMED') continue;
    const figures = await currentBillFigures(tx, bill);
    const fields = Object.keys(figures) as (keyof BillFigures)[];
    if (fields.some((field) => (bill[field] ?? null) !== figures[field]))
      await tx.update(BILLS, bill, { ...figures });
  }
};
