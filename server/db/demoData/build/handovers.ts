/**
 * The counter's hand-overs behind the demo's parcels given to their clients at a pickup point:
 * one per parcel, by the staff member its status history names, with the payment taken at that
 * moment (a parcel paid at the pickup point is paid as it is handed over, build/charges.ts), so
 * that the hand-over list, the parcels and the payments agree. Their codes are spent: no hash is
 * kept, and the code's message is not in the SMS log, which holds a sample of arrival messages.
 */
import type { ClientPayment, Handover, User, Waybill } from '../../../../src/core/generated/types';
import type { BuildContext } from '../context';
import { MINUTE, isoDateTime } from '../time';

const CODE_VALID = 10 * MINUTE;

export function buildHandovers(
  { random }: BuildContext,
  waybills: readonly Waybill[],
  payments: ClientPayment[],
  users: readonly User[],
): Handover[] {
  const userIds = new Map(users.map((user) => [user.username, user.id]));
  // The payment a client made at the moment a parcel of theirs was handed over.
  const paidAt = new Map(
    payments.map((payment) => [`${payment.clientId} ${payment.paidAt}`, payment]),
  );
  const handed = waybills
    .filter((w) => w.status === 'Delivered' && w.clientId != null && w.pvzId != null)
    .map((waybill) => ({
      waybill,
      entry: waybill.statusHistory!.findLast((change) => change.to === 'Delivered')!,
    }))
    .sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.waybill.id - b.waybill.id);
  return handed.map(({ waybill, entry }, index): Handover => {
    const handedBy = userIds.get(entry.by);
    const handedAt = Date.parse(entry.at);
    const startedAt = handedAt - random.int(1, 8) * MINUTE;
    const payment = paidAt.get(`${waybill.clientId} ${entry.at}`);
    if (payment) {
      payment.pvzId = waybill.pvzId;
      if (payment.receivedBy !== undefined && handedBy !== undefined) payment.receivedBy = handedBy;
    }
    return {
      id: index + 1,
      pvzId: waybill.pvzId!,
      clientId: waybill.clientId!,
      status: 'DONE',
      // The version the store gives every loaded record.
      parcels: [{ waybillId: waybill.id, version: 1 }],
      codeExpiresAt: isoDateTime(startedAt + CODE_VALID),
      tries: 1,
      startedBy: handedBy,
      handedBy,
      handedAt: entry.at,
      ...(payment
        ? { paymentId: payment.id, paidAmount: payment.amount, paidAmountSom: payment.amountSom }
        : {}),
      createdAt: isoDateTime(startedAt),
    };
  });
}
