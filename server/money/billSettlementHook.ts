/**
 * A company bill is paid by its payments (docs/decisions.md, "Bills"), in the same transaction
 * that records one, confirms the bill or moves its amount: its `paidAmount`, `remainingAmount`,
 * `settled` and `paidAt` (src/core/money/billPayments.ts); and, where its payments changed, its
 * waybills are paid oldest first (src/core/money/paymentAllocation.ts): each one's payStatus,
 * payAmount, payAt and paymentMethod. Only what differs is written.
 */
import { resources } from '../../src/core/generated/registry';
import { billSettlement, type PayableBill } from '../../src/core/money/billPayments';
import { allocatePayments, parcelPayFields } from '../../src/core/money/paymentAllocation';
import { listIn, updateChanged } from '../db/recordsIn';
import { rowId } from '../db/rowCodec';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';

const BILLS = resources.bill.api;
const PAYMENTS = resources.billPayment.api;
const WAYBILLS = resources.waybill.api;
/** What a bill's settlement is weighed against. */
const BILL_SOURCES = ['status', 'settleAmount'] as const;
const BILLS_PER_CHUNK = 100;

export const payableBill = (bill: DbRecord): PayableBill => ({
  status: String(bill.status),
  settleAmount: Number(bill.settleAmount ?? 0),
});

/** The payments of some bills, as their figures and the allocation read them. */
export async function billPayments(tx: Transaction, billIds: readonly number[]) {
  return (await listIn(tx, PAYMENTS, 'billId', billIds)).map((payment) => ({
    id: payment.id,
    billId: Number(payment.billId),
    amount: Number(payment.amount ?? 0),
    paidAt: String(payment.paidAt),
    paymentMethod: payment.paymentMethod == null ? null : Number(payment.paymentMethod),
  }));
}

export const billSettlementHook: WriteHook = async (tx, changes) => {
  const { settling, paying } = concerned(changes);
  const ids = [...settling].sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += BILLS_PER_CHUNK)
    await settle(tx, ids.slice(start, start + BILLS_PER_CHUNK), paying);
};

/** Bills whose settlement may move, and those of them whose payments changed. */
function concerned(changes: readonly RecordChange[]) {
  const settling = new Set<number>();
  const paying = new Set<number>();
  for (const { collection, before, after } of changes) {
    if (collection === PAYMENTS)
      for (const id of [before?.billId, after?.billId].map(rowId))
        if (id !== undefined) [settling, paying].forEach((ids) => ids.add(id));
    if (collection !== BILLS || !after) continue;
    if (!before || BILL_SOURCES.some((field) => before[field] !== after[field]))
      settling.add(after.id);
  }
  return { settling, paying };
}

async function settle(tx: Transaction, billIds: number[], paying: ReadonlySet<number>) {
  const bills = await listIn(tx, BILLS, 'id', billIds);
  const payments = await billPayments(tx, billIds);
  const paid = billIds.filter((id) => paying.has(id));
  const waybills = await listIn(tx, WAYBILLS, 'billId', paid);
  for (const bill of bills) {
    const theirs = payments.filter((payment) => payment.billId === bill.id);
    await updateChanged(tx, BILLS, bill, { ...billSettlement(payableBill(bill), theirs) });
    if (!paying.has(bill.id)) continue;
    const onBill = waybills.filter((waybill) => Number(waybill.billId) === bill.id);
    const allocation = allocatePayments(
      theirs,
      onBill.map((waybill) => ({
        id: waybill.id,
        finalFreight: Number(waybill.finalFreight ?? 0),
        createdAt: String(waybill.createdAt),
      })),
    );
    for (const waybill of onBill)
      await updateChanged(
        tx,
        WAYBILLS,
        waybill,
        parcelPayFields(allocation.parcels.get(waybill.id)!),
      );
  }
}
