import { Skeleton } from '@mui/material';
import { lazy, Suspense, useRef } from 'react';
import { useServerDrawing } from '../servedPage/hydration';
import type { SeriesChartProps } from './charts/chartTypes';
import { useChartTurn } from './charts/chartTurns';

const SeriesChart = lazy(() =>
  import('./charts/SeriesChart').then((module) => ({ default: module.SeriesChart })),
);

/**
 * SeriesChart, with recharts fetched on first use; its place is kept until it draws. The server
 * draws only that place (its drawing waits for no chart code), and so does the browser taking
 * the drawing over, so that the two agree. The chart draws when its turn comes (chartTurns.ts).
 */
export const LazySeriesChart = (props: SeriesChartProps) => {
  const placeRef = useRef<HTMLSpanElement>(null);
  const turn = useChartTurn(placeRef, !useServerDrawing());
  const place = <Skeleton ref={placeRef} variant="rectangular" height={props.height ?? 300} />;
  if (turn === undefined) return place;
  return (
    <Suspense fallback={place}>
      <SeriesChart {...props} width={turn.width} onDrawn={turn.drawn} />
    </Suspense>
  );
};
