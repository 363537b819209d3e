/**
 * The storage fees the scheduler's job would have written by the moment the data describes
 * (server/money/storageFeeJob.ts, docs/decisions.md "Storage fees"), and the one reminder SMS
 * each started fee sent: a client parcel waiting at its point past the free days owes the daily
 * fee up to today; one returned from the point keeps what it owed on the day it left. The demo's
 * clients collect within the free days (build/pvzs.ts), so a parcel handed over owes none.
 */
import type { Pvz, Sms, Waybill } from '../../../../src/core/generated/types';
import { createTranslator, DEFAULT_LANGUAGE } from '../../../../src/core/i18n';
import { isClientParcel } from '../../../../src/core/money/clientAllocation';
import {
  storageFeeOn,
  storageTermsOf,
  WAITING_AT_POINT,
} from '../../../../src/core/money/storageFee';
import { tashkentMidnight } from '../../../../src/core/time/tashkent';
import type { BuildContext } from '../context';
import { isoDate, isoDateTime, MINUTE } from '../time';

/** A reminder as the job queues it, before the SMS collection is numbered. */
export type StorageReminder = Omit<Sms, 'id'>;

export function settleStorageFees(
  { now }: BuildContext,
  waybills: Waybill[],
  pvzs: readonly Pvz[],
  phoneOf: (clientId: number) => string | undefined,
): StorageReminder[] {
  const pvzById = new Map(pvzs.map((pvz) => [pvz.id, pvz]));
  const t = createTranslator(DEFAULT_LANGUAGE);
  const reminders: StorageReminder[] = [];
  for (const waybill of waybills) {
    const pvz = waybill.pvzId == null ? undefined : pvzById.get(waybill.pvzId);
    if (!pvz || !isClientParcel(waybill)) continue;
    const leftOn =
      waybill.status === 'RETURNED' ? isoDate(Date.parse(waybill.statusChangedAt!)) : undefined;
    if (waybill.status !== WAITING_AT_POINT && leftOn === undefined) continue;
    const arrival = waybill.statusHistory!.findLast((change) => change.to === WAITING_AT_POINT);
    const terms = storageTermsOf({ freeDays: pvz.freeDays, dailyStorageFee: pvz.dailyStorageFee });
    const due = storageFeeOn(arrival?.at, terms, leftOn ?? isoDate(now));
    if (!due) continue;
    waybill.storageFee = due.fee;
    waybill.storageFeeFrom = due.from;
    const phone = phoneOf(waybill.clientId!);
    if (!phone) continue;
    // The job's first run of the day the fee starts; the gateway sends it a few seconds later.
    const queuedAt = tashkentMidnight(due.from) + MINUTE;
    reminders.push({
      phone,
      clientId: waybill.clientId!,
      waybillId: waybill.id,
      text: t('storageFee.sms', {
        trackingNumber: waybill.trackingNumber,
        pvz: pvz.name,
        freeDays: terms.freeDays,
        from: due.from,
        fee: terms.dailyStorageFee.toFixed(2),
      }),
      status: 'SENT',
      sentAt: isoDateTime(Math.min(now, queuedAt + 5000)),
      createdAt: isoDateTime(queuedAt),
    });
  }
  return reminders;
}
