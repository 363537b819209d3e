/**
 * Price change requests and the parcel's settlement (docs/decisions.md, "Price changes"): a
 * request is made, and waits, only while its parcel is neither PAID nor on a bill (the price a
 * bill or a payment took is not changed under it). A new request is refused then, and while
 * another one for the parcel waits; a waiting request is closed, EXPIRED with the reason, in the
 * transaction that pays the parcel or puts it on a bill. Write hooks: every route (a payment, a
 * bill's actions, a CRUD edit) meets them in its own transaction.
 */
import { resources } from '../../src/core/generated/registry';
import { listIn, updateChanged } from '../db/recordsIn';
import type { RecordChange, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';
import { BILL_MESSAGES } from './billMessages';
import { WriteRefused } from '../http/writeRefused';

const PRICE_CHANGES = resources.priceChange.api;
const WAYBILLS = resources.waybill.api;

export type SettledBy = 'PAID' | 'BILLED';

/** Why the parcel's price is settled (paid, or on a bill), or undefined while it is open. */
export function priceSettledBy(waybill: DbRecord): SettledBy | undefined {
  if (waybill.payStatus === 'PAID') return 'PAID';
  return waybill.billId === undefined || waybill.billId === null ? undefined : 'BILLED';
}

const refuse = (message: string) =>
  new WriteRefused(400, 'validation.formFailed', { waybillId: message });

export const priceChangeRequestHook: WriteHook = async (tx, changes) => {
  for (const { collection, before, after } of changes) {
    if (collection !== PRICE_CHANGES || before || after?.status !== 'PENDING') continue;
    const waybill = await tx.get(WAYBILLS, after.waybillId);
    if (waybill && priceSettledBy(waybill)) throw refuse(BILL_MESSAGES.priceSettled);
    const requests = await tx.findBy(PRICE_CHANGES, 'waybillId', after.waybillId);
    if (requests.some((request) => request.id !== after.id && request.status === 'PENDING'))
      throw refuse(BILL_MESSAGES.pendingRequest);
  }
};

/** What settled a waybill in this change: it became PAID, or entered a bill (another one). */
function settledNow({ collection, before, after }: RecordChange): SettledBy | undefined {
  if (collection !== WAYBILLS || !before || !after) return undefined;
  if (after.payStatus === 'PAID' && before.payStatus !== 'PAID') return 'PAID';
  const billed = after.billId !== undefined && after.billId !== null;
  return billed && String(after.billId) !== String(before.billId ?? '') ? 'BILLED' : undefined;
}

export const priceChangeExpiryHook: WriteHook = async (tx, changes) => {
  const settled = new Map<number, SettledBy>();
  for (const change of changes) {
    const reason = settledNow(change);
    if (reason) settled.set(change.after!.id, reason);
  }
  if (settled.size === 0) return;
  const requests = await listIn(tx, PRICE_CHANGES, 'waybillId', [...settled.keys()]);
  for (const request of requests.filter((r) => r.status === 'PENDING'))
    await updateChanged(tx, PRICE_CHANGES, request, {
      status: 'EXPIRED',
      expiryReason: settled.get(Number(request.waybillId)),
      decidedAt: tx.now.toISOString(),
    });
};
