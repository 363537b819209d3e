import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ExpenseTotal, ExpenseTotals } from '../../core/stats/moneyReportTypes';
import { addMonths, monthOf, tashkentDayAt } from '../../core/time/tashkent';
import { usePeriodLabels } from '../../statsViews/periodLabels';
import { Quantity } from '../../statsViews/Quantity';
import { Section } from '../../statsViews/Section';
import { STATS } from '../../statsViews/statsResources';
import { StatsView } from '../../statsViews/StatsView';

const Figures = ({ total }: { total: ExpenseTotal }) => (
  <>
    <TableCell align="right">
      <Quantity value={total.count} />
    </TableCell>
    <TableCell align="right">
      <Quantity value={total.amount} unit="som" />
    </TableCell>
    <TableCell align="right">
      <Quantity value={total.amountUsd} unit="USD" />
    </TableCell>
  </>
);

/**
 * A month's daily expenses, totalled per day and for the month (GET /api/stats/expenses/:month),
 * this Tashkent month first, with arrows to the months before.
 */
export const ExpenseTotalsPanel = () => {
  const translate = useTranslate();
  const labels = usePeriodLabels();
  // Read once: the month a page shows does not move under the user at midnight.
  const [thisMonth] = useState(() => monthOf(tashkentDayAt(Date.now())));
  const [month, setMonth] = useState(thisMonth);
  const arrows = (
    <>
      <IconButton
        size="small"
        aria-label={labels.month(addMonths(month, -1))}
        onClick={() => setMonth(addMonths(month, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        size="small"
        disabled={month >= thisMonth}
        aria-label={labels.month(addMonths(month, 1))}
        onClick={() => setMonth(addMonths(month, 1))}
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  );
  return (
    <Section
      title="rates.expenses.totals"
      titleArgs={{ month: labels.month(month) }}
      action={arrows}
    >
      <StatsView<ExpenseTotals> resource={STATS.expenses} id={month}>
        {(totals) => (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('rates.expenses.day')}</TableCell>
                <TableCell align="right">{translate('rates.expenses.count')}</TableCell>
                <TableCell align="right">{translate('rates.expenses.som')}</TableCell>
                <TableCell align="right">{translate('rates.expenses.usd')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {totals.days.map((day) => (
                <TableRow key={day.day}>
                  <TableCell>{labels.day(day.day)}</TableCell>
                  <Figures total={day} />
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 'bold' }}>
                  {translate('rates.expenses.monthTotal')}
                </TableCell>
                <Figures total={totals} />
              </TableRow>
            </TableBody>
          </Table>
        )}
      </StatsView>
    </Section>
  );
};
