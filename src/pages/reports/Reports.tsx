import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePeriodLabels } from '../../statsViews/periodLabels';
import { StatCard, StatCards } from '../../statsViews/StatCard';
import { STATS } from '../../statsViews/statsResources';
import type { MonthSummary } from '../../core/stats/statsTypes';
import { StatsView } from '../../statsViews/StatsView';
import { ExpenseTotalsPanel } from '../../resources/dailyExpense/ExpenseTotalsPanel';
import { MonthFiguresTable } from './MonthFiguresTable';
import { PayStatusTable } from './PayStatusTable';
import { SettlementReportLinks } from './SettlementReportLinks';
import { useIsOperator } from './useIsOperator';
import { LiveTitle } from '../../layout/header/LiveTitle';

/**
 * This month's parcels, weight, freight and payments, the way to the settlement reports and, for
 * the operator's staff, each month's paid freight against its expenses and the daily expenses.
 */
export const Reports = () => {
  const translate = useTranslate();
  const labels = usePeriodLabels();
  const operator = useIsOperator();
  return (
    <>
      <LiveTitle title="routes.reports" />
      <StatsView<MonthSummary> resource={STATS.reports} id="summary">
        {(summary) => (
          <>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('stats.reports.summaryOf', { month: labels.month(summary.month) })}
            </Typography>
            <StatCards>
              <StatCard label="stats.parcels" value={summary.parcels} />
              <StatCard label="stats.weight" value={summary.weight} unit="kg" />
              <StatCard label="stats.freight" value={summary.freight} unit="USD" />
            </StatCards>
            <PayStatusTable byPayStatus={summary.byPayStatus} />
          </>
        )}
      </StatsView>
      <SettlementReportLinks />
      {operator && (
        <>
          <MonthFiguresTable />
          <ExpenseTotalsPanel />
        </>
      )}
    </>
  );
};
