import { Box } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { LazySeriesChart } from '../../statsViews/LazySeriesChart';
import { usePeriodLabels } from '../../statsViews/periodLabels';
import { Section } from '../../statsViews/Section';
import type { ChartSeries } from '../../statsViews/charts/chartTypes';
import type { DashboardStats } from '../../core/stats/statsTypes';
import { waybillsOfDay, waybillsOfMonth, type ListLink } from '../../core/stats/dashboardLinks';
import { useListHref } from './useListHref';

/** Parcels as bars and their weight as a line on its own axis. */
const CARGO: ChartSeries[] = [
  { key: 'count', label: 'stats.parcels', kind: 'bar' },
  { key: 'weight', label: 'stats.weight', kind: 'line', axis: 'right', unit: 'kg' },
];
const FREIGHT: ChartSeries[] = [
  { key: 'freight', label: 'stats.dashboard.freightCharged', kind: 'bar', unit: 'USD' },
  { key: 'paid', label: 'stats.dashboard.paymentsReceived', kind: 'bar', unit: 'USD' },
];

/** A cargo bar opens the waybills it counts: those created on its day or in its month. */
function useOpenList(linkOf: (category: string) => ListLink) {
  const navigate = useNavigate();
  const hrefOf = useListHref();
  return (category: string) => {
    const href = hrefOf(linkOf(category));
    if (href !== undefined) void navigate(href);
  };
}

export const CargoCharts = ({ stats }: { stats: DashboardStats }) => {
  const labels = usePeriodLabels();
  const openDay = useOpenList(waybillsOfDay);
  const openMonth = useOpenList(waybillsOfMonth);
  return (
    <>
      <Section title="stats.dashboard.dailyCargo" titleArgs={{ count: stats.daily.length }}>
        <LazySeriesChart
          data={stats.daily}
          xKey="day"
          series={CARGO}
          formatX={labels.shortDay}
          formatTooltipX={labels.day}
          onCategoryClick={openDay}
        />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <Section title="stats.dashboard.monthlyCargo" titleArgs={{ count: stats.monthly.length }}>
          <LazySeriesChart
            data={stats.monthly}
            xKey="month"
            series={CARGO}
            formatX={labels.shortMonth}
            formatTooltipX={labels.month}
            onCategoryClick={openMonth}
          />
        </Section>
        <Section title="stats.dashboard.freight" titleArgs={{ count: stats.freight.length }}>
          <LazySeriesChart
            data={stats.freight}
            xKey="month"
            series={FREIGHT}
            formatX={labels.shortMonth}
            formatTooltipX={labels.month}
          />
        </Section>
      </Box>
    </>
  );
};
