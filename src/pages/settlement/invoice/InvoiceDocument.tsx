import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BillInvoice } from '../../../core/stats/statsTypes';
import type { Unit } from '../../../core/registry/types';
import { formatTashkentDate } from '../../../format/dateTime';
import { formatQuantity, formatQuantityWithUnit } from '../../../format/quantity';

const t = (key: string) => `bills.invoice.${key}`;

/** A labelled line of a party's details; nothing when the value is blank. */
const Detail = ({ label, value }: { label: string; value: ReactNode }) =>
  value === undefined || value === null || value === '' ? null : (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'grey.700' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );

const Party = ({
  title,
  name,
  children,
}: {
  title: string;
  name?: string;
  children: ReactNode;
}) => (
  <Box component="section" sx={{ flex: '1 1 0', minWidth: 0 }}>
    <Typography variant="overline" component="h2" sx={{ color: 'grey.700' }}>
      {title}
    </Typography>
    <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
      {name}
    </Typography>
    {children}
  </Box>
);

/**
 * A bill's invoice as it prints on A4: the number and dates, who issues it and whom it bills, its
 * waybills, and its totals in USD and som at the bill's rate, with what is paid and still due.
 * Paper-coloured in any theme; every figure is the API's (GET /api/stats/invoice/:id).
 */
export const InvoiceDocument = ({ invoice }: { invoice: BillInvoice }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (value: number, unit: Unit) =>
    formatQuantityWithUnit(value, unit, locale, translate);
  const day = (value: string | null) => (value ? formatTashkentDate(value, false, locale) : '');
  const { issuer, company, bill, lines } = invoice;
  const totals: [string, string][] = [
    [translate(t('totalUsd')), money(bill.settleAmount, 'USD')],
    [translate(t('rate'), { rate: formatQuantity(bill.settleRate, 'som', locale) }), ''],
    [translate(t('totalSom')), money(bill.settleAmountSom, 'som')],
    [translate(t('paid')), money(bill.paidAmount, 'USD')],
    [translate(t('remaining')), money(bill.remainingAmount, 'USD')],
  ];
  return (
    <Box
      component="article"
      data-testid="invoice"
      sx={{ bgcolor: 'common.white', color: 'common.black', p: 4, fontSize: 13 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {translate(t('title'))}
          </Typography>
          <Typography variant="h6" component="p" data-testid="invoice-number">
            {translate(t('number'), { reference: bill.reference })}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <Detail label={translate(t('accountDate'))} value={day(bill.accountDate)} />
          <Detail label={translate(t('settleDate'))} value={day(bill.settleDate)} />
        </Box>
      </Box>
      {bill.status !== 'CONFIRMED' && (
        <Typography variant="body2" sx={{ mb: 2, fontWeight: 600 }}>
          {translate(t('draft'))}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 4, mb: 3 }}>
        <Party title={translate(t('issuer'))} name={issuer.name}>
          <Detail label={translate(t('address'))} value={issuer.address} />
          <Detail label={translate(t('phone'))} value={issuer.phone} />
          <Detail label={translate(t('taxId'))} value={issuer.taxId} />
          <Detail label={translate(t('bankAccount'))} value={issuer.bankAccount} />
        </Party>
        <Party
          title={translate(t('billTo'))}
          name={company.companyName ?? company.fullName ?? company.shortName}
        >
          <Detail label={translate(t('companyCode'))} value={company.code} />
          <Detail label={translate(t('address'))} value={company.address} />
          <Detail label={translate(t('phone'))} value={company.telephone} />
        </Party>
      </Box>
      <Table size="small" sx={{ '& th, & td': { color: 'inherit', borderColor: 'grey.400' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(t('line'))}</TableCell>
            <TableCell>{translate(t('trackingNumber'))}</TableCell>
            <TableCell>{translate(t('createdAt'))}</TableCell>
            <TableCell align="right">{translate(t('weight'))}</TableCell>
            <TableCell align="right">{translate(t('amount'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={line.trackingNumber} data-testid="invoice-line">
              <TableCell>{index + 1}</TableCell>
              <TableCell>{line.trackingNumber}</TableCell>
              <TableCell>{day(line.createdAt)}</TableCell>
              <TableCell align="right">
                {line.weight === null ? '' : money(line.weight, 'kg')}
              </TableCell>
              <TableCell align="right">{money(line.finalFreight, 'USD')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1, color: 'grey.700' }}>
        {translate(t('waybills'), { smart_count: lines.length })}
      </Typography>
      <Box
        component="dl"
        data-testid="invoice-totals"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'end',
          columnGap: 3,
          rowGap: 0.5,
          mt: 2,
          '& dt': { textAlign: 'right' },
          '& dd': { m: 0, textAlign: 'right', fontWeight: 600 },
        }}
      >
        {totals.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
