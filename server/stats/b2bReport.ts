/**
 * B2B settlement report: per company and accounting month, its bills, their sums in USD and som,
 * the bills paid in full (settled) and what their payments paid, and the bills not settled yet
 * and what all of them still owe (src/core/money/billPayments.ts: paid + owed = billed). Company
 * names travel with the rows because finance staff may read reports without reading the company
 * list.
 */
import type { B2bRow } from '../../src/core/stats/statsTypes';
import { numberOf, som, usd } from '../../src/core/stats/amounts';
import type { ScopedReads } from './scopedReads';
import { rowField, type RowsMeta } from './statsRows';

export const b2bRows: RowsMeta = {
  name: 'b2b',
  sort: { field: 'month', order: 'DESC' },
  fields: [
    rowField('month', 'string'),
    rowField('companyId', 'string'),
    rowField('companyName', 'string', 'contains'),
    ...['bills', 'paidBills', 'pendingBills'].map((name) => rowField(name, 'integer')),
    ...['settleAmount', 'settleAmountSom', 'paidAmount', 'pendingAmount'].map((name) =>
      rowField(name, 'number'),
    ),
  ],
};

/** What the report reads of each bill and company. */
const B2B_FIELDS = {
  bills: [
    'accountDate',
    'companyId',
    'settleAmount',
    'settleAmountSom',
    'settled',
    'paidAmount',
    'remainingAmount',
  ],
  companies: ['shortName'],
} as const;

const emptyRow = (month: string, companyId: string | number, companyName: string): B2bRow => ({
  id: `${month}-${companyId}`,
  month,
  companyId,
  companyName,
  bills: 0,
  settleAmount: 0,
  settleAmountSom: 0,
  paidBills: 0,
  paidAmount: 0,
  pendingBills: 0,
  pendingAmount: 0,
});

export async function b2bReport(reads: ScopedReads): Promise<B2bRow[]> {
  const [bills, companies] = await Promise.all([
    reads.records('bill', B2B_FIELDS.bills),
    reads.records('company', B2B_FIELDS.companies),
  ]);
  const names = new Map(companies.map((company) => [String(company.id), company.shortName]));
  const rows = new Map<string, B2bRow>();
  for (const bill of bills) {
    if (typeof bill.accountDate !== 'string' || bill.companyId == null) continue;
    const month = bill.accountDate.slice(0, 7);
    // The id as stored (a number from the fixtures), so rows filter like the bills they sum.
    const companyId = bill.companyId as string | number;
    const key = `${month}|${companyId}`;
    let row = rows.get(key);
    if (!row) {
      row = emptyRow(month, companyId, String(names.get(String(companyId)) ?? companyId));
      rows.set(key, row);
    }
    row.bills += 1;
    row.settleAmount += numberOf(bill.settleAmount);
    row.settleAmountSom += numberOf(bill.settleAmountSom);
    row.paidAmount += numberOf(bill.paidAmount);
    row.pendingAmount += numberOf(bill.remainingAmount);
    if (bill.settled === true) row.paidBills += 1;
    else row.pendingBills += 1;
  }
  return [...rows.values()].map((row) => ({
    ...row,
    settleAmount: usd(row.settleAmount),
    settleAmountSom: som(row.settleAmountSom),
    paidAmount: usd(row.paidAmount),
    pendingAmount: usd(row.pendingAmount),
  }));
}
