/**
 * A B2C client's parcels are paid by their payments (src/core/money/clientAllocation.ts): in the
 * transaction that records, edits or deletes a payment, or gives one of their parcels a final
 * freight or a storage fee, the client's payments are re-allocated to their parcels (no company, a final freight),
 * oldest first; each parcel's payStatus, payAmount, payAt and paymentMethod, each payment's
 * `paidParcels` (which parcels it paid, how much) and the client's `credit` are written where they
 * differ. A waybill the write leaves neither a parcel nor in a
 * bill (its final freight cleared, its client detached, a company given) owes nothing: the pay
 * fields an earlier allocation gave it are dropped. Billed waybills are left to their bills.
 * A reversed payment and its reversal are left out: together they are no money.
 */
import { isClientParcel, UNCHARGED_PAY_FIELDS } from '../../src/core/money/clientAllocation';
import {
  allocatePayments,
  paidParcelsOf,
  parcelPayFields,
} from '../../src/core/money/paymentAllocation';
import { parcelDue } from '../../src/core/money/storageFee';
import { resources } from '../../src/core/generated/registry';
import { listIn, updateChanged } from '../db/recordsIn';
import { rowId } from '../db/rowCodec';
import type { RecordChange, Transaction, WriteHook } from '../db/store';
import type { DbRecord } from '../db/types';

const CLIENTS = resources.client.api;
const PAYMENTS = resources.clientPayment.api;
const WAYBILLS = resources.waybill.api;
/** What a parcel's place in the allocation is made of. */
const PARCEL_SOURCES = [
  'clientId',
  'companyId',
  'finalFreight',
  'storageFee',
  'createdAt',
] as const;
const CLIENTS_PER_CHUNK = 100;

/** The waybills and payments this hook wrote: their pay fields are its output, not a source. */
const ownWrites = new WeakSet<DbRecord>();

export const clientSettlementHook: WriteHook = async (tx, changes) => {
  const clientIds = [...concernedClients(changes)].sort((a, b) => a - b);
  for (let start = 0; start < clientIds.length; start += CLIENTS_PER_CHUNK)
    await settle(tx, clientIds.slice(start, start + CLIENTS_PER_CHUNK));
  await dropUnchargedPayFields(tx, changes);
};

function concernedClients(changes: readonly RecordChange[]): Set<number> {
  const ids = new Set<number>();
  const add = (record: DbRecord | undefined) => {
    const id = rowId(record?.clientId);
    if (id !== undefined) ids.add(id);
  };
  for (const change of changes) {
    const { collection, before, after } = change;
    if (after && ownWrites.has(after)) continue;
    if (collection === PAYMENTS) {
      add(before);
      add(after);
    } else if (collection === WAYBILLS) {
      const differs =
        !before ||
        !after ||
        PARCEL_SOURCES.some((field) => String(before[field]) !== String(after[field]));
      if (differs) {
        add(before);
        add(after);
      }
    }
  }
  return ids;
}

async function settle(tx: Transaction, clientIds: number[]): Promise<void> {
  await tx.claim(CLIENTS, clientIds);
  const clients = await listIn(tx, CLIENTS, 'id', clientIds);
  const payments = await listIn(tx, PAYMENTS, 'clientId', clientIds);
  const waybills = (await listIn(tx, WAYBILLS, 'clientId', clientIds)).filter(isClientParcel);
  for (const client of clients) {
    const theirs = (records: DbRecord[]) =>
      records.filter((record) => String(record.clientId) === String(client.id));
    const parcels = theirs(waybills);
    // A reversed payment and its reversal (server/shifts/shiftActions.ts) together pay nothing.
    const reversed = new Set(
      theirs(payments).flatMap((p) => (p.reversesId == null ? [] : [String(p.reversesId)])),
    );
    const paying = theirs(payments).filter(
      (p) => p.reversesId == null && !reversed.has(String(p.id)),
    );
    const allocation = allocatePayments(
      paying.map((payment) => ({
        id: payment.id,
        amount: Number(payment.amount ?? 0),
        paidAt: String(payment.paidAt),
        paymentMethod: payment.paymentMethod == null ? null : Number(payment.paymentMethod),
      })),
      parcels.map((parcel) => ({
        id: parcel.id,
        // What it owes: its final freight and any storage fee (src/core/money/storageFee.ts).
        finalFreight: parcelDue(parcel),
        createdAt: String(parcel.createdAt),
      })),
    );
    for (const parcel of parcels) {
      const updated = await updateChanged(
        tx,
        WAYBILLS,
        parcel,
        parcelPayFields(allocation.parcels.get(parcel.id)!),
      );
      if (updated) ownWrites.add(updated);
    }
    for (const payment of theirs(payments)) {
      const paidParcels = paidParcelsOf(allocation, payment.id);
      if (JSON.stringify(payment.paidParcels ?? []) === JSON.stringify(paidParcels)) continue;
      ownWrites.add(await tx.update(PAYMENTS, payment, { paidParcels }));
    }
    await updateChanged(tx, CLIENTS, client, { credit: allocation.credit });
  }
}

/** Neither paid by its client's payments nor by a bill: it owes nothing. */
const owesNothing = (waybill: DbRecord) =>
  (waybill.billId ?? null) === null && !isClientParcel(waybill);

const keepsPayFields = (waybill: DbRecord) =>
  Object.entries(UNCHARGED_PAY_FIELDS).some(([field, blank]) => (waybill[field] ?? null) !== blank);

/**
 * The client's settlement above no longer sees a parcel that stopped being one, so it would keep
 * what it was last allocated: its pay fields are dropped here (its money is the client's credit).
 */
async function dropUnchargedPayFields(tx: Transaction, changes: readonly RecordChange[]) {
  for (const { collection, after } of changes) {
    if (collection !== WAYBILLS || !after || ownWrites.has(after)) continue;
    if (!owesNothing(after) || !keepsPayFields(after)) continue;
    // Another hook of this round may have written it since: judge its stored state.
    const waybill = await tx.get(WAYBILLS, after.id);
    if (!waybill || !owesNothing(waybill)) continue;
    const updated = await updateChanged(tx, WAYBILLS, waybill, UNCHARGED_PAY_FIELDS);
    if (updated) ownWrites.add(updated);
  }
}
