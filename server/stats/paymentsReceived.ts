/**
 * Payments received per Tashkent month (docs/decisions.md, "Money", "Payments received"): what
 * clients paid (their client payments, by the time paid, in USD) and what companies paid (the
 * payments of their bills, a bill paid in parts counted in each part's month). The one rule the
 * dashboard, the reports page's months and the B2C report read, so their figures agree: each part
 * is rounded to the cent once, and the month's total is the sum of its two parts as shown.
 */
import { sumUsd } from '../../src/core/money/money';
import { monthOf, tashkentDayOf } from '../../src/core/time/tashkent';
import type { GroupQuery } from '../db/groups';
import { som, usd } from '../../src/core/stats/amounts';
import type { ScopedReads } from './scopedReads';
import { Tally } from './tally';

/** Client payments per hour paid: how many, their USD and som. */
const CLIENT_PAYMENTS_BY_HOUR = {
  by: [{ hourOf: 'paidAt' }],
  sums: ['amount', 'amountSom'],
} as const satisfies GroupQuery;

/** Companies' payments of their bills per hour paid, and their USD. */
const BILL_PAYMENTS_BY_HOUR = {
  by: [{ hourOf: 'paidAt' }],
  sums: ['amount'],
} as const satisfies GroupQuery;

/** Payments of one kind received in a month: how many, USD (and som, for client payments). */
export interface Received {
  count: number;
  usd: number;
  som: number;
}

/** Per Tashkent month, the payments `query` groups by hour: sums rounded once, to cent and som. */
async function byMonth(
  reads: ScopedReads,
  resource: string,
  query: GroupQuery,
): Promise<Map<string, Received>> {
  const months = new Tally((): Received => ({ count: 0, usd: 0, som: 0 }));
  for (const { keys, count, sums } of await reads.groups(resource, query)) {
    const day = tashkentDayOf(keys[0]);
    if (day === undefined) continue;
    const month = months.at(monthOf(day));
    month.count += count;
    month.usd += sums[0];
    month.som += sums[1] ?? 0;
  }
  for (const month of months.values()) {
    month.usd = usd(month.usd);
    month.som = som(month.som);
  }
  return months.byKey;
}

/** What clients paid, by the month of each payment's `paidAt` (the B2C report's payments). */
export const clientPaymentsByMonth = (reads: ScopedReads) =>
  byMonth(reads, 'clientPayment', CLIENT_PAYMENTS_BY_HOUR);

/** What companies paid, by the month of each payment of a bill (`billPayment.paidAt`). */
export const billPaymentsByMonth = (reads: ScopedReads) =>
  byMonth(reads, 'billPayment', BILL_PAYMENTS_BY_HOUR);

export interface MonthReceived {
  fromClients: number;
  fromCompanies: number;
  /** fromClients + fromCompanies, USD. */
  received: number;
}

/** Every month with a payment received, in the caller's scope: both parts and their sum. */
export async function paymentsReceived(reads: ScopedReads): Promise<Map<string, MonthReceived>> {
  const [clients, companies] = await Promise.all([
    clientPaymentsByMonth(reads),
    billPaymentsByMonth(reads),
  ]);
  const months = new Map<string, MonthReceived>();
  for (const month of new Set([...clients.keys(), ...companies.keys()])) {
    const fromClients = clients.get(month)?.usd ?? 0;
    const fromCompanies = companies.get(month)?.usd ?? 0;
    months.set(month, {
      fromClients,
      fromCompanies,
      received: sumUsd([fromClients, fromCompanies]),
    });
  }
  return months;
}

/** A month's figures; a month with no payment received has zeros. */
export const receivedIn = (
  months: ReadonlyMap<string, MonthReceived>,
  month: string,
): MonthReceived => months.get(month) ?? { fromClients: 0, fromCompanies: 0, received: 0 };
