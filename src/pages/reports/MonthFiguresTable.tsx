import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MonthReport } from '../../core/stats/moneyReportTypes';
import { usePeriodLabels } from '../../statsViews/periodLabels';
import { Quantity } from '../../statsViews/Quantity';
import { Section } from '../../statsViews/Section';
import { STATS } from '../../statsViews/statsResources';
import { StatsView } from '../../statsViews/StatsView';

const PAYMENT_COLUMNS = ['fromClients', 'fromCompanies', 'received'] as const;

/**
 * Per month, latest first: the payments received from clients and from companies and their sum
 * (the dashboard's figure), the expenses and what is left (GET .../months), in USD with cents as
 * every amount of the app shows them.
 */
export const MonthFiguresTable = () => {
  const translate = useTranslate();
  const labels = usePeriodLabels();
  return (
    <StatsView<MonthReport> resource={STATS.reports} id="months">
      {({ months }) => (
        <Section title="rates.months.title">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('rates.months.month')}</TableCell>
                {PAYMENT_COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {translate(`rates.months.${column}`)}
                  </TableCell>
                ))}
                <TableCell align="right">{translate('rates.months.expenses')}</TableCell>
                <TableCell align="right">{translate('rates.months.difference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((figures) => (
                <TableRow key={figures.month}>
                  <TableCell>{labels.month(figures.month)}</TableCell>
                  {PAYMENT_COLUMNS.map((column) => (
                    <TableCell key={column} align="right">
                      <Quantity value={figures[column]} unit="USD" />
                    </TableCell>
                  ))}
                  <TableCell align="right">
                    <Quantity value={figures.expenses} unit="USD" />
                  </TableCell>
                  <TableCell align="right">
                    <Quantity value={figures.difference} unit="USD" />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
    </StatsView>
  );
};
