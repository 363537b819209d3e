import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { EnumField } from '../../fields/EnumField';
import { Quantity } from '../../statsViews/Quantity';
import { Section } from '../../statsViews/Section';
import type { MonthSummary, SummaryPayStatus } from '../../core/stats/statsTypes';

const ORDER: readonly SummaryPayStatus[] = ['PAID', 'UN_PAID', 'UN_BILLED'];

/** The month's parcels by pay status, with the amount due on them. */
export const PayStatusTable = ({ byPayStatus }: Pick<MonthSummary, 'byPayStatus'>) => {
  const translate = useTranslate();
  return (
    <Section title="stats.reports.byPayStatus">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('stats.reports.payStatus')}</TableCell>
            <TableCell align="right">{translate('stats.parcels')}</TableCell>
            <TableCell align="right">{translate('stats.reports.amountDue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ORDER.map((status) => (
            <TableRow key={status}>
              <TableCell>
                <RecordContextProvider value={{ id: status, payStatus: status }}>
                  <EnumField source="payStatus" enumName="payStatus" />
                </RecordContextProvider>
              </TableCell>
              <TableCell align="right">
                <Quantity value={byPayStatus[status].count} />
              </TableCell>
              <TableCell align="right">
                <Quantity value={byPayStatus[status].amount} unit="USD" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
};
