import type { Unit } from '../../core/registry/types';

/** One value drawn across the categories. */
export interface ChartSeries {
  /** The field of each data row that holds the value. */
  key: string;
  /** i18n key of its name (or a name that is data, such as a pickup point's). */
  label: string;
  kind: 'bar' | 'line';
  /** Values of another unit go on a right-hand axis. */
  axis?: 'left' | 'right';
  /** Bars with the same stack id are stacked. */
  stack?: string;
  /** Drawn in grey: a remainder such as "other pickup points". */
  muted?: boolean;
  unit?: Unit;
}

export interface SeriesChartProps {
  /** One row per category, in axis order (periods oldest first). */
  data: object[];
  /** The field of each row that names its category. */
  xKey: string;
  series: ChartSeries[];
  /** The category on the axis; as it is by default. */
  formatX?(category: string): string;
  /** The category in the tooltip; formatX by default. */
  formatTooltipX?(category: string): string;
  height?: number;
  /** A bar was clicked: the category it stands for (a day's bar opens that day's list). */
  onCategoryClick?(category: string): void;
}

/** Where LazySeriesChart draws a chart (chartTurns.ts). */
export interface ChartPlacement {
  /** The width it starts at, its place's, before it follows its container's. */
  width: number;
  /** Called once it has drawn: the next chart's turn. */
  onDrawn(): void;
}
