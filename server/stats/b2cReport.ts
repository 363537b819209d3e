/**
 * B2C settlement report, per Tashkent month: the client payments received (by payment time) with
 * their sums in USD and som (the clients' part of the payments received, paymentsReceived.ts),
 * and what is still due on B2C parcels created in the month (parcels of a client with no company:
 * companies settle through bills instead): their final freight less what they got so far. From
 * counts and sums the database makes per UTC hour.
 */
import { monthOf, tashkentDayOf } from '../../src/core/time/tashkent';
import type { B2cRow } from '../../src/core/stats/statsTypes';
import type { GroupQuery } from '../db/groups';
import { subtractUsd } from '../../src/core/money/money';
import { usd } from '../../src/core/stats/amounts';
import { equalTo, hasValue } from './conditions';
import type { ScopedReads } from './scopedReads';
import { clientPaymentsByMonth } from './paymentsReceived';
import { rowField, type RowsMeta } from './statsRows';
import { Tally } from './tally';

export const b2cRows: RowsMeta = {
  name: 'b2c',
  sort: { field: 'month', order: 'DESC' },
  fields: [
    rowField('month', 'string'),
    rowField('payments', 'integer'),
    rowField('unpaidParcels', 'integer'),
    ...['paymentAmount', 'paymentAmountSom', 'unpaidFreight'].map((name) =>
      rowField(name, 'number'),
    ),
  ],
};

/** Unpaid parcels of clients without a company, per hour created: final freight, paid so far. */
const UNPAID_B2C_BY_HOUR = {
  by: [{ hourOf: 'createdAt' }],
  sums: ['finalFreight', 'payAmount'],
  conditions: [
    equalTo('payStatus', 'UN_PAID'),
    hasValue('clientId', true),
    hasValue('companyId', false),
  ],
} as const satisfies GroupQuery;

export async function b2cReport(reads: ScopedReads): Promise<B2cRow[]> {
  const [received, unpaidHours] = await Promise.all([
    clientPaymentsByMonth(reads),
    reads.groups('waybill', UNPAID_B2C_BY_HOUR),
  ]);
  // What the month's unpaid parcels are charged and what they got, rounded once at the end.
  const charged = new Tally(() => ({ freight: 0, paid: 0 }));
  const months = new Tally((month): B2cRow => ({
    id: month,
    month,
    payments: 0,
    paymentAmount: 0,
    paymentAmountSom: 0,
    unpaidParcels: 0,
    unpaidFreight: 0,
  }));
  const rowOf = (timestamp: unknown) => {
    const day = tashkentDayOf(timestamp);
    return day === undefined ? undefined : months.at(monthOf(day));
  };
  for (const [month, { count, usd: amount, som: amountSom }] of received) {
    const row = months.at(month);
    row.payments = count;
    row.paymentAmount = amount;
    row.paymentAmountSom = amountSom;
  }
  for (const { keys, count, sums } of unpaidHours) {
    const row = rowOf(keys[0]);
    if (row === undefined) continue;
    row.unpaidParcels += count;
    const unpaid = charged.at(row.month);
    unpaid.freight += sums[0];
    unpaid.paid += sums[1];
  }
  for (const [month, { freight, paid }] of charged.byKey)
    months.at(month).unpaidFreight = subtractUsd(usd(freight), usd(paid));
  return months.values();
}
