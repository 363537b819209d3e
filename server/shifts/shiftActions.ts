/**
 * The actions of a cash shift (docs/decisions.md "Cash shifts"):
 * - POST /cash-shifts/:id/close { countedUsd, countedSom, version }: the open shift is closed with
 *   the cash counted; it keeps its payments by method and currency, the expected cash (the float
 *   and the cash payments in each currency), what was counted and the difference.
 * - POST /cash-shifts/:id/reverse { paymentId, reason }: a payment taken at the shift's point (its
 *   own shift may be closed) is reversed by a negative payment in this open shift, the cashier's
 *   own: the reversal names it, both then pay nothing of the client's parcels.
 */
import { resources } from '../../src/core/generated/registry';
import { staleVersion } from '../access/staleVersion';
import { change, notFound, type ActionPlan, type Planner } from '../actions/actionPlan';
import { listIn } from '../db/recordsIn';
import { rowId } from '../db/rowCodec';
import type { DbRecord } from '../db/types';
import { difference, shiftFigures } from '../../src/core/money/cashShiftFigures';
import { SHIFT_MESSAGES } from './shiftMessages';
import { CLOSED, PAYMENTS, SHIFTS } from './shiftRules';

const conflict = (message: string, field?: string): ActionPlan => ({
  ok: false,
  status: 409,
  message,
  ...(field ? { errors: { [field]: message } } : {}),
});

export const closeShift: Planner = async ({ tx, req, body }) => {
  const shift = await tx.get(SHIFTS, req.params.id);
  if (!shift) return notFound;
  // Closed is final, whichever version the count started from.
  if (shift.status === CLOSED) return conflict(SHIFT_MESSAGES.shiftClosed);
  const stale = await staleVersion(tx, resources.cashShift, shift, body.version);
  if (stale) return stale;
  const payments = await listIn(tx, PAYMENTS, 'shiftId', [shift.id]);
  const figures = shiftFigures(shift, payments);
  const countedUsd = Number(body.countedUsd);
  const countedSom = Number(body.countedSom);
  return change(SHIFTS, shift, {
    status: CLOSED,
    closedAt: tx.now.toISOString(),
    totals: figures.totals,
    expectedUsd: figures.expectedUsd,
    expectedSom: figures.expectedSom,
    countedUsd,
    countedSom,
    differenceUsd: difference(countedUsd, figures.expectedUsd),
    differenceSom: difference(countedSom, figures.expectedSom),
  });
};

export const reversePayment: Planner = async ({ tx, req, res, body }) => {
  const shift = await tx.get(SHIFTS, req.params.id);
  if (!shift) return notFound;
  if (shift.status === CLOSED) return conflict(SHIFT_MESSAGES.shiftClosed);
  const user: DbRecord | undefined = res.locals.user;
  if (user === undefined || String(shift.cashierId) !== String(user.id))
    return { ok: false, status: 403, message: SHIFT_MESSAGES.notYourShift };
  const paymentId = rowId(body.paymentId);
  const payment = paymentId === undefined ? undefined : await tx.get(PAYMENTS, paymentId);
  // Another point's payment (or one taken at no point) is not there for this shift.
  if (!payment || String(payment.pvzId ?? '') !== String(shift.pvzId))
    return { ...notFound, errors: { paymentId: 'errors.http.404' } };
  if (payment.reversesId != null) return conflict(SHIFT_MESSAGES.reversalReversed, 'paymentId');
  const earlier = await listIn(tx, PAYMENTS, 'reversesId', [String(payment.id)]);
  if (earlier.length > 0) return conflict(SHIFT_MESSAGES.alreadyReversed, 'paymentId');
  const negative = (value: unknown) => (value == null ? value : -Number(value));
  const reversal = {
    clientId: payment.clientId,
    currency: payment.currency,
    amount: negative(payment.amount),
    amountSom: negative(payment.amountSom),
    rate: payment.rate,
    paymentMethod: payment.paymentMethod,
    paymentType: payment.paymentType ?? null,
    paidAt: tx.now.toISOString(),
    reference: `REV-${payment.id}`,
    pvzId: shift.pvzId,
    shiftId: shift.id,
    reversesId: payment.id,
    note: String(body.reason),
  };
  const insert = { collection: PAYMENTS, record: reversal };
  return { ok: true, answer: insert.record, updates: [], inserts: [insert] };
};
