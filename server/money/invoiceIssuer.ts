/**
 * Who issues the bills' invoices: the operator's name, address, phone, taxpayer number and bank
 * account, set where the server is deployed (INVOICE_ISSUER_NAME, _ADDRESS, _PHONE, _TAX_ID,
 * _BANK_ACCOUNT), each falling back to the demo operator's.
 */
import type { InvoiceIssuer } from '../../src/core/stats/statsTypes';

export const DEMO_ISSUER: InvoiceIssuer = {
  name: 'Baraka Cargo LLC',
  address: 'Amir Temur avenue 107, Yunusobod district, Tashkent 100084, Uzbekistan',
  phone: '+998712000000',
  taxId: '305123456',
  bankAccount: '20208000905123456001',
};

const VARIABLES: Record<keyof InvoiceIssuer, string> = {
  name: 'INVOICE_ISSUER_NAME',
  address: 'INVOICE_ISSUER_ADDRESS',
  phone: 'INVOICE_ISSUER_PHONE',
  taxId: 'INVOICE_ISSUER_TAX_ID',
  bankAccount: 'INVOICE_ISSUER_BANK_ACCOUNT',
};

export function issuerFromEnv(env: NodeJS.ProcessEnv): InvoiceIssuer {
  const issuer = { ...DEMO_ISSUER };
  for (const [field, variable] of Object.entries(VARIABLES) as [keyof InvoiceIssuer, string][]) {
    const value = env[variable]?.trim();
    if (value) issuer[field] = value;
  }
  return issuer;
}
