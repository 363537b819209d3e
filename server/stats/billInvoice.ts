/**
 * A bill's invoice (GET /api/stats/invoice/:billId): the issuer, the billed company's names and
 * address (finance staff print it without reading the company list), the bill's number, dates and
 * figures as stored, and its waybills oldest first. Nothing is computed here that the bill does
 * not hold: the invoice prints what the API says the bill is.
 */
import type { BillInvoice, InvoiceIssuer } from '../../src/core/stats/statsTypes';
import type { DbRecord } from '../db/types';
import { numberOf, textOf } from '../../src/core/stats/amounts';

const oldestFirst = (a: DbRecord, b: DbRecord) =>
  String(a.createdAt).localeCompare(String(b.createdAt)) || a.id - b.id;

export function billInvoice(
  issuer: InvoiceIssuer,
  bill: DbRecord,
  company: DbRecord | undefined,
  waybills: readonly DbRecord[],
): BillInvoice {
  return {
    id: bill.id,
    issuer,
    company: {
      code: textOf(company?.code),
      shortName: textOf(company?.shortName),
      fullName: textOf(company?.fullName),
      companyName: textOf(company?.companyName),
      address: textOf(company?.address),
      telephone: textOf(company?.telephone),
    },
    bill: {
      reference: String(bill.reference),
      status: String(bill.status),
      accountDate: String(bill.accountDate),
      settleDate: textOf(bill.settleDate) ?? null,
      settleAmount: numberOf(bill.settleAmount),
      settleRate: numberOf(bill.settleRate),
      settleAmountSom: numberOf(bill.settleAmountSom),
      paidAmount: numberOf(bill.paidAmount),
      remainingAmount: numberOf(bill.remainingAmount),
    },
    lines: [...waybills].sort(oldestFirst).map((waybill) => ({
      trackingNumber: String(waybill.trackingNumber),
      createdAt: String(waybill.createdAt),
      weight: typeof waybill.weight === 'number' ? waybill.weight : null,
      finalFreight: numberOf(waybill.finalFreight),
    })),
  };
}
