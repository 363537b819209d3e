/**
 * Storage fees (docs/decisions.md "Storage fees"): a client's parcel waiting at a pickup point
 * (DropZone) longer than the point's free days owes the point's daily fee for each further
 * Tashkent calendar day it waits. The day it arrived is its first free day, so with 7 free days
 * a parcel arriving on a Monday waits free through Sunday and owes one day's fee on the next
 * Monday. Waived, it owes none for this stay. The server keeps the figure on the waybill
 * (server/money/storageFeeJob.ts); what the parcel owes (`parcelDue`) adds it to the freight.
 */
import { addDays, tashkentDayOf } from '../time/tashkent';
import { fromCents, toCents } from './money';

/** The pickup point's terms when a point has none stored (the registry's defaults). */
export const DEFAULT_FREE_DAYS = 7;
export const DEFAULT_DAILY_STORAGE_FEE = 0.2;
/** The status of a parcel waiting at its pickup point. */
export const WAITING_AT_POINT = 'DropZone';

export interface StorageTerms {
  freeDays: number;
  /** USD a day. */
  dailyStorageFee: number;
}

export interface StorageFee {
  /** The first day charged (YYYY-MM-DD). */
  from: string;
  /** USD owed so far. */
  fee: number;
}

export const storageTermsOf = (
  pvz: Readonly<Record<string, unknown>> | undefined,
): StorageTerms => ({
  freeDays: pvz?.freeDays == null ? DEFAULT_FREE_DAYS : Number(pvz.freeDays),
  dailyStorageFee:
    pvz?.dailyStorageFee == null ? DEFAULT_DAILY_STORAGE_FEE : Number(pvz.dailyStorageFee),
});

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The fee of a parcel that arrived at `arrivedAt` (ISO time), on `today`; none inside the free days. */
export function storageFeeOn(
  arrivedAt: unknown,
  terms: StorageTerms,
  today: string,
): StorageFee | undefined {
  const arrival = tashkentDayOf(arrivedAt);
  if (arrival === undefined) return undefined;
  const from = addDays(arrival, terms.freeDays);
  if (today < from) return undefined;
  const days = dayCount(from, today) + 1;
  return { from, fee: fromCents(toCents(terms.dailyStorageFee) * days) };
}

/** What a waybill (stored, or as the API sends it) owes in all: its final freight and storage fee. */
export const parcelDue = (waybill: Readonly<Record<string, unknown>>): number =>
  fromCents(toCents(Number(waybill.finalFreight ?? 0)) + toCents(Number(waybill.storageFee ?? 0)));
