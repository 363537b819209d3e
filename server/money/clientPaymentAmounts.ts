/**
 * A client payment is typed in USD (`amount`) or in som (`amountSom`), as its `currency` says; the
 * other amount follows, in the same transaction, at the exchange rate of the payment's day
 * (rateOnDay), stored with them; it is worth at least a cent and not dated after now. Only B2C
 * clients (no company) pay here: a company's clients are settled through its bills, so a payment
 * for one is refused.
 */
import { resources } from '../../src/core/generated/registry';
import { expenseAmounts } from '../../src/core/money/expenseAmounts';
import { tashkentDayOf } from '../../src/core/time/tashkent';
import { listIn, updateChanged } from '../db/recordsIn';
import type { RecordChange, WriteHook } from '../db/store';
import { CLIENT_MONEY_MESSAGES } from './clientMessages';
import { notInFuture } from './notInFuture';
import { rateOnDay } from './rateAt';
import { RATE_MESSAGES } from './rateMessages';
import { WriteRefused } from '../http/writeRefused';

const PAYMENTS = resources.clientPayment.api;
const CLIENTS = resources.client.api;
const SOURCES = ['clientId', 'paidAt', 'currency', 'amount', 'amountSom'] as const;
const MIN_PAYMENT_USD = 0.01;

/** A payment is not dated after now (a few minutes of clock skew allowed). */
export const clientPaymentWriteRule = notInFuture('paidAt', CLIENT_MONEY_MESSAGES.futurePayment);

// A reversal (server/shifts/shiftActions.ts) carries its payment's amounts and rate, negated.
const concerns = ({ collection, before, after }: RecordChange): boolean =>
  collection === PAYMENTS &&
  after !== undefined &&
  after.reversesId == null &&
  (!before || SOURCES.some((field) => String(before[field]) !== String(after[field])));

const refused = (field: string, message: string, args?: Record<string, string>) =>
  new WriteRefused(400, CLIENT_MONEY_MESSAGES.formFailed, {
    [field]: args ? { message, args } : message,
  });

export const clientPaymentAmountsHook: WriteHook = async (tx, changes) => {
  const ids = changes.filter(concerns).map((change) => change.after!.id);
  if (ids.length === 0) return;
  // Read together, not per payment (the demo data's load inserts them all at once); their stored
  // state, as another hook of this round may have written them since.
  const payments = await listIn(tx, PAYMENTS, 'id', ids);
  const clients = new Map(
    (await listIn(tx, CLIENTS, 'id', [...new Set(payments.map((p) => String(p.clientId)))])).map(
      (client) => [client.id, client],
    ),
  );
  const rates = new Map<string, Promise<number | undefined>>();
  for (const payment of payments) {
    if (clients.get(Number(payment.clientId))?.companyId != null)
      throw refused('clientId', CLIENT_MONEY_MESSAGES.companyClient);
    const usd = payment.currency !== 'SUM';
    const entered = usd ? payment.amount : payment.amountSom;
    if (entered === undefined || entered === null)
      throw refused(usd ? 'amount' : 'amountSom', CLIENT_MONEY_MESSAGES.amountMissing);
    const day = tashkentDayOf(payment.paidAt) ?? '';
    if (!rates.has(day)) rates.set(day, rateOnDay(tx, { kind: 'exchange' }, day, tx.now));
    const rate = await rates.get(day);
    if (rate === undefined) throw refused('paidAt', RATE_MESSAGES.noRate, { day });
    const figures = expenseAmounts(Number(entered), usd ? 'USD' : 'SUM', rate);
    // A som amount worth less than a cent at the day's rate pays nothing.
    if (!(figures.amountUsd >= MIN_PAYMENT_USD))
      throw refused(usd ? 'amount' : 'amountSom', CLIENT_MONEY_MESSAGES.belowCent);
    await updateChanged(tx, PAYMENTS, payment, {
      amount: figures.amountUsd,
      amountSom: figures.amount,
      rate,
    });
  }
};
