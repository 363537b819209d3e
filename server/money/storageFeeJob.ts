/**
 * The scheduler's job (./scheduledJobs.ts) that keeps storage fees true (docs/decisions.md
 * "Storage fees"): each client parcel waiting at its pickup point past the point's free days gets
 * its fee (USD) and the day it started written on the waybill; its client's settlement takes it
 * into what the parcel owes (./clientSettlementHook.ts). The write that starts a parcel's fee
 * queues the client's one reminder SMS in the same transaction: a parcel's fee starts once, so
 * the reminder is sent once, however often the job runs, and of two processes the second finds
 * the fee already started (the rows are claimed, and the scheduler's run is claimed too). It reads
 * first and opens a transaction only when a figure differs, so a day's later runs write nothing.
 */
import { isClientParcel } from '../../src/core/money/clientAllocation';
import { resources } from '../../src/core/generated/registry';
import { createTranslator, DEFAULT_LANGUAGE } from '../../src/core/i18n';
import { storageFeeOn, storageTermsOf, WAITING_AT_POINT } from '../../src/core/money/storageFee';
import { tashkentDayAt } from '../../src/core/time/tashkent';
import type { Author } from '../db/author';
import type { Reader, Store, Transaction } from '../db/store';
import type { DbRecord } from '../db/types';
import type { ScheduledJob } from './scheduledJobs';

const WAYBILLS = resources.waybill.api;
const PVZS = resources.pvz.api;
const CLIENTS = resources.client.api;
const SMS = resources.sms.api;
const AUTHOR: Author = { username: 'server', action: 'storageFee' };

/** The fee fields a waybill should have today, or undefined when they are already so. */
export function storageFeeFields(
  waybill: DbRecord,
  pvz: DbRecord | undefined,
  today: string,
): { storageFee: number; storageFeeFrom: string } | undefined {
  if (waybill.status !== WAITING_AT_POINT || !isClientParcel(waybill)) return undefined;
  if (waybill.storageFeeWaived === true || pvz === undefined) return undefined;
  const due = storageFeeOn(waybill.statusChangedAt, storageTermsOf(pvz), today);
  if (!due) return undefined;
  if (Number(waybill.storageFee) === due.fee && waybill.storageFeeFrom === due.from)
    return undefined;
  return { storageFee: due.fee, storageFeeFrom: due.from };
}

async function pointsById(reader: Reader): Promise<Map<string, DbRecord>> {
  const pvzs = await reader.all(PVZS, ['name', 'freeDays', 'dailyStorageFee']);
  return new Map(pvzs.map((pvz) => [String(pvz.id), pvz]));
}

/** The client's reminder that the fee has started, in the default language (uz). */
async function queueReminder(tx: Transaction, waybill: DbRecord, pvz: DbRecord) {
  const client = await tx.get(CLIENTS, waybill.clientId);
  if (!client || typeof client.phone !== 'string' || client.phone === '') return;
  const terms = storageTermsOf(pvz);
  const t = createTranslator(DEFAULT_LANGUAGE);
  const text = t('storageFee.sms', {
    trackingNumber: String(waybill.trackingNumber),
    pvz: String(pvz.name ?? ''),
    freeDays: terms.freeDays,
    from: String(waybill.storageFeeFrom),
    fee: terms.dailyStorageFee.toFixed(2),
  });
  await tx.insert(SMS, {
    phone: client.phone,
    clientId: client.id,
    text,
    status: 'QUEUED',
    waybillId: waybill.id,
  });
}

export async function settleStorageFees(store: Store, now: Date): Promise<void> {
  const today = tashkentDayAt(now.getTime());
  const pvzs = await pointsById(store);
  const waiting = await store.findBy(WAYBILLS, 'status', WAITING_AT_POINT);
  const due = waiting
    .filter((waybill) => storageFeeFields(waybill, pvzs.get(String(waybill.pvzId)), today))
    .map((waybill) => Number(waybill.id));
  if (due.length === 0) return;
  await store.transaction(AUTHOR, async (tx) => {
    await tx.claim(WAYBILLS, due);
    for (const id of due) {
      // Read again in the transaction: another run may have written it since.
      const waybill = await tx.get(WAYBILLS, id);
      if (!waybill) continue;
      const pvz = pvzs.get(String(waybill.pvzId));
      const fields = storageFeeFields(waybill, pvz, today);
      if (!fields || !pvz) continue;
      const starts = waybill.storageFeeFrom == null;
      const updated = await tx.update(WAYBILLS, waybill, fields);
      if (starts) await queueReminder(tx, updated, pvz);
    }
  });
}

export const storageFeeJob: ScheduledJob = { name: 'storageFees', run: settleStorageFees };
