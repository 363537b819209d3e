import { Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePeriodLabels } from '../shared/periodLabels';
import { StatCard, StatCards } from '../shared/StatCard';
import { STATS } from '../shared/statsResources';
import type { MonthSummary } from '../../core/stats/statsTypes';
import { StatsView } from '../shared/StatsView';
import { PayStatusTable } from './PayStatusTable';
import { SettlementReportLinks } from './SettlementReportLinks';

/** This month's parcels, weight, freight and payments, and the way to the settlement reports. */
export const Reports = () => {
  const translate = useTranslate();
  const labels = usePeriodLabels();
  return (
    <>
      <Title title="routes.reports" />
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
    </>
  );
};
