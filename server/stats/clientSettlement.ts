/**
 * A client's settlement at a glance: who the client is, their unpaid and paid parcels with the
 * amounts due (final freight, USD), their recorded payments, what partly paid parcels got and
 * their credit: for a B2C client, payments = paid + partly paid + credit. The client's name travels here
 * because finance staff may settle with clients without reading the client list.
 */
import type { ClientSettlement, CountAndAmount } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { numberOf, textOf, usd } from './amounts';

const sumOf = (records: readonly DbRecord[], field: string): CountAndAmount => ({
  count: records.length,
  amount: usd(records.reduce((total, record) => total + numberOf(record[field]), 0)),
});

export function clientSettlement(
  client: DbRecord,
  waybills: readonly DbRecord[],
  payments: readonly DbRecord[],
): ClientSettlement {
  const isTheirs = (record: DbRecord) => String(record.clientId) === String(client.id);
  const theirs = waybills.filter(isTheirs);
  return {
    id: client.id,
    client: {
      id: client.id,
      clientCode: textOf(client.clientCode),
      nickname: textOf(client.nickname),
      phone: textOf(client.phone),
    },
    unpaid: sumOf(
      theirs.filter((waybill) => waybill.payStatus === 'UN_PAID'),
      'finalFreight',
    ),
    paid: sumOf(
      theirs.filter((waybill) => waybill.payStatus === 'PAID'),
      'finalFreight',
    ),
    payments: sumOf(payments.filter(isTheirs), 'amount'),
    partlyPaid: sumOf(
      theirs.filter((waybill) => waybill.payStatus === 'UN_PAID'),
      'payAmount',
    ).amount,
    credit: usd(numberOf(client.credit)),
  };
}
