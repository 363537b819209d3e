/**
 * B2C settlement report, per Tashkent month: the client payments received (by payment time) with
 * their sums in USD and som, and the freight still unpaid on B2C parcels created in the month
 * (parcels of a client with no company: companies settle through bills instead).
 */
import { monthOf, tashkentDayOf } from '../../src/core/time/tashkent';
import type { B2cRow } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { numberOf, som, usd } from './amounts';
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

/** What the report reads of each client payment and waybill. */
export const B2C_FIELDS = {
  payments: ['paidAt', 'amount', 'amountSom'],
  waybills: ['payStatus', 'clientId', 'companyId', 'createdAt', 'finalFreight'],
} as const;

const isB2cWaybill = (waybill: DbRecord) => waybill.clientId != null && waybill.companyId == null;

export function b2cReport(payments: readonly DbRecord[], waybills: readonly DbRecord[]): B2cRow[] {
  const months = new Tally((month): B2cRow => ({
    id: month,
    month,
    payments: 0,
    paymentAmount: 0,
    paymentAmountSom: 0,
    unpaidParcels: 0,
    unpaidFreight: 0,
  }));
  const rowOf = (day: string) => months.at(monthOf(day));
  for (const payment of payments) {
    const day = tashkentDayOf(payment.paidAt);
    if (day === undefined) continue;
    const row = rowOf(day);
    row.payments += 1;
    row.paymentAmount += numberOf(payment.amount);
    row.paymentAmountSom += numberOf(payment.amountSom);
  }
  for (const waybill of waybills) {
    if (waybill.payStatus !== 'UN_PAID' || !isB2cWaybill(waybill)) continue;
    const day = tashkentDayOf(waybill.createdAt);
    if (day === undefined) continue;
    const row = rowOf(day);
    row.unpaidParcels += 1;
    row.unpaidFreight += numberOf(waybill.finalFreight);
  }
  return months.values().map((row) => ({
    ...row,
    paymentAmount: usd(row.paymentAmount),
    paymentAmountSom: som(row.paymentAmountSom),
    unpaidFreight: usd(row.unpaidFreight),
  }));
}
