import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { SeriesChartProps } from './charts/chartTypes';

const SeriesChart = lazy(() =>
  import('./charts/SeriesChart').then((module) => ({ default: module.SeriesChart })),
);

/** SeriesChart, with recharts fetched on first use; its place is kept while it loads. */
export const LazySeriesChart = (props: SeriesChartProps) => (
  <Suspense fallback={<Skeleton variant="rectangular" height={props.height ?? 300} />}>
    <SeriesChart {...props} />
  </Suspense>
);
