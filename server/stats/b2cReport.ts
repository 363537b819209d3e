/**
 * B2C settlement report, per Tashkent month: the client payments received (by payment time) with
 * their sums in USD and som, and the freight still unpaid on B2C parcels created in the month
 * (parcels of a client with no company: companies settle through bills instead), from counts and
 * sums the database makes per UTC hour.
 */
import { monthOf, tashkentDayOf } from '../../src/core/time/tashkent';
import type { B2cRow } from '../../src/core/stats/statsTypes';
import type { GroupQuery } from '../db/groups';
import { som, usd } from './amounts';
import { equalTo, hasValue } from './conditions';
import type { ScopedReads } from './scopedReads';
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

/** Payments per hour received: how many, their USD and som. */
const PAID_IN_BY_HOUR = {
  by: [{ hourOf: 'paidAt' }],
  sums: ['amount', 'amountSom'],
} as const satisfies GroupQuery;

/** Unpaid parcels of clients without a company, per hour created, and their final freight. */
const UNPAID_B2C_BY_HOUR = {
  by: [{ hourOf: 'createdAt' }],
  sums: ['finalFreight'],
  conditions: [
    equalTo('payStatus', 'UN_PAID'),
    hasValue('clientId', true),
    hasValue('companyId', false),
  ],
} as const satisfies GroupQuery;

export async function b2cReport(reads: ScopedReads): Promise<B2cRow[]> {
  const [paymentHours, unpaidHours] = await Promise.all([
    reads.groups('clientPayment', PAID_IN_BY_HOUR),
    reads.groups('waybill', UNPAID_B2C_BY_HOUR),
  ]);
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
  for (const { keys, count, sums } of paymentHours) {
    const row = rowOf(keys[0]);
    if (row === undefined) continue;
    row.payments += count;
    row.paymentAmount += sums[0];
    row.paymentAmountSom += sums[1];
  }
  for (const { keys, count, sums } of unpaidHours) {
    const row = rowOf(keys[0]);
    if (row === undefined) continue;
    row.unpaidParcels += count;
    row.unpaidFreight += sums[0];
  }
  return months.values().map((row) => ({
    ...row,
    paymentAmount: usd(row.paymentAmount),
    paymentAmountSom: som(row.paymentAmountSom),
    unpaidFreight: usd(row.unpaidFreight),
  }));
}
