/**
 * A client's settlement at a glance: who the client is, their unpaid and paid parcels with the
 * amounts due (final freight, USD), their recorded payments, what partly paid parcels got, what
 * is still due on the unpaid ones and their credit: for a B2C client, payments = paid + partly
 * paid + credit, and unpaid = partly paid + still due. The client's name travels here because
 * finance staff may settle with clients without reading the client list.
 */
import type { ClientSettlement, CountAndAmount } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { payStanding } from '../../src/core/money/payStanding';
import { sumUsd } from '../../src/core/money/money';
import { parcelDue } from '../../src/core/money/storageFee';
import { numberOf, textOf, usd } from '../../src/core/stats/amounts';

const sumOf = (records: readonly DbRecord[], field: string): CountAndAmount => ({
  count: records.length,
  amount: usd(records.reduce((total, record) => total + numberOf(record[field]), 0)),
});

/** What the parcels owe: final freight and storage fee (src/core/money/storageFee.ts). */
const dueOf = (records: readonly DbRecord[]): CountAndAmount => ({
  count: records.length,
  amount: sumUsd(records.map(parcelDue)),
});

export function clientSettlement(
  client: DbRecord,
  waybills: readonly DbRecord[],
  payments: readonly DbRecord[],
): ClientSettlement {
  const isTheirs = (record: DbRecord) => String(record.clientId) === String(client.id);
  const theirs = waybills.filter(isTheirs);
  const unpaid = theirs.filter((waybill) => waybill.payStatus === 'UN_PAID');
  const partlyPaid = sumOf(unpaid, 'payAmount').amount;
  return {
    id: client.id,
    client: {
      id: client.id,
      clientCode: textOf(client.clientCode),
      nickname: textOf(client.nickname),
      phone: textOf(client.phone),
    },
    unpaid: dueOf(unpaid),
    paid: dueOf(theirs.filter((waybill) => waybill.payStatus === 'PAID')),
    payments: sumOf(payments.filter(isTheirs), 'amount'),
    partlyPaid,
    due: sumUsd(unpaid.map((waybill) => payStanding(waybill)?.left ?? 0)),
    credit: usd(numberOf(client.credit)),
  };
}
