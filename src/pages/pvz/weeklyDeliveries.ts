import type { ChartSeries } from '../../statsViews/charts/chartTypes';
import type { PvzStats } from '../../core/stats/statsTypes';

/** Points drawn one by one; the rest are summed into one "other points" bar. */
const CHARTED_POINTS = 5;
const OTHERS = 'others';

/**
 * The weekly deliveries of PvzStats as a stacked chart (the busiest points over the eight weeks,
 * then the others together, so each week's bar is its total) and as table rows with a total.
 */
export function weeklyDeliveries(stats: PvzStats) {
  const rows = stats.points.map((point) => ({
    ...point,
    total: point.delivered.reduce((sum, count) => sum + count, 0),
  }));
  const busiest = [...rows]
    .filter((point) => point.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, CHARTED_POINTS);
  const charted = new Set(busiest.map((point) => point.id));
  const chart = stats.weeks.map((week, index) => {
    const bar: Record<string, string | number> = { week, [OTHERS]: 0 };
    for (const point of rows) {
      if (charted.has(point.id)) bar[`point${point.id}`] = point.delivered[index];
      else bar[OTHERS] = Number(bar[OTHERS]) + point.delivered[index];
    }
    return bar;
  });
  const series: ChartSeries[] = [
    ...busiest.map((point): ChartSeries => ({
      key: `point${point.id}`,
      label: point.name,
      kind: 'bar',
      stack: 'deliveries',
    })),
    { key: OTHERS, label: 'stats.pvz.otherPoints', kind: 'bar', stack: 'deliveries', muted: true },
  ];
  return { chart, series, rows };
}
