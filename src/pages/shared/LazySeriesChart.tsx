import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useServerDrawing } from '../../app/hydration';
import type { SeriesChartProps } from './charts/chartTypes';

const SeriesChart = lazy(() =>
  import('./charts/SeriesChart').then((module) => ({ default: module.SeriesChart })),
);

/**
 * SeriesChart, with recharts fetched on first use; its place is kept while it loads. The server
 * draws only that place (its drawing waits for no chart code), and so does the browser taking
 * the drawing over, so that the two agree.
 */
export const LazySeriesChart = (props: SeriesChartProps) => {
  const place = <Skeleton variant="rectangular" height={props.height ?? 300} />;
  if (useServerDrawing()) return place;
  return (
    <Suspense fallback={place}>
      <SeriesChart {...props} />
    </Suspense>
  );
};
