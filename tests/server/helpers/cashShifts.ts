/** What the cash shift tests share: the shift and payment requests, and sums in cents. */
import type { TestServer } from './testServer';
import { testNow } from './testServer';
import type { ErrorBody, Row } from './types';

export const SHIFTS = '/api/cash-shifts';
export const PAYMENTS = '/api/client-payments';
export const CASH = 2;
export const CARD = 0;

export const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

export function shiftCalls(server: TestServer) {
  const send = (token: string, method: string, path: string, body?: unknown) =>
    server.call<Row & ErrorBody>(path, { method, token, body });
  let reference = 0;
  const tag = `${process.pid}-${Date.now() % 100000}`;
  return {
    send,
    open: (token: string, pvzId: unknown, floatUsd = 0, floatSom = 0) =>
      send(token, 'POST', SHIFTS, { pvzId, floatUsd, floatSom }),
    close: (token: string, shift: Row, countedUsd: number, countedSom: number) =>
      send(token, 'POST', `${SHIFTS}/${shift.id}/close`, {
        countedUsd,
        countedSom,
        version: shift.version,
      }),
    reverse: (token: string, shiftId: unknown, paymentId: unknown, reason = 'Typed wrong') =>
      send(token, 'POST', `${SHIFTS}/${shiftId}/reverse`, { paymentId, reason }),
    /** A payment taken at `pvzId` (in USD `amount`, in som `amountSom`). */
    pay: (
      token: string,
      fields: {
        clientId: unknown;
        pvzId: unknown;
        method: number;
        currency: string;
        value: number;
      },
    ) =>
      send(token, 'POST', PAYMENTS, {
        clientId: fields.clientId,
        pvzId: fields.pvzId,
        paymentMethod: fields.method,
        currency: fields.currency,
        ...(fields.currency === 'SUM' ? { amountSom: fields.value } : { amount: fields.value }),
        paidAt: new Date(testNow()).toISOString(),
        reference: `SHIFT-${tag}-${++reference}`,
      }),
  };
}

/** What a shift should hold at its close: its float and its cash payments, per currency. */
export function expectedOf(shift: Row, payments: readonly Row[]) {
  let usd = cents(shift.floatUsd);
  let som = cents(shift.floatSom);
  for (const payment of payments) {
    if (Number(payment.paymentMethod) !== CASH) continue;
    if (payment.currency === 'SUM') som += cents(payment.amountSom);
    else usd += cents(payment.amount);
  }
  return { usd, som };
}
