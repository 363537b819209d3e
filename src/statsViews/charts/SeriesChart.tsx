/**
 * Values per category along the X axis (days, weeks, months, regions): bars and lines sharing
 * that axis, with a second value axis on the right when series of another unit are drawn
 * together. Loaded on demand through LazySeriesChart, so recharts stays out of the first paint.
 */
import { Box, Paper, Typography, useTheme } from '@mui/material';
import { blue, deepPurple, green, grey, orange, pink, teal } from '@mui/material/colors';
import { useEffect } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DefaultLegendContentProps,
  type MouseHandlerDataParam,
  type TooltipContentProps,
} from 'recharts';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatQuantity } from '../../format/quantity';
import { Quantity } from '../Quantity';
import type { ChartPlacement, ChartSeries, SeriesChartProps } from './chartTypes';

/** Hues far enough apart to tell series apart, readable on the light and the dark theme. */
const PALETTE = [blue[600], orange[600], green[600], deepPurple[400], pink[400], teal[500]];

export const SeriesChart = ({
  data,
  xKey,
  series,
  formatX = String,
  formatTooltipX = formatX,
  height = 300,
  onCategoryClick,
  width,
  onDrawn,
}: SeriesChartProps & ChartPlacement) => {
  const theme = useTheme();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const colorOf = (line: ChartSeries, index: number) =>
    line.muted ? grey[500] : PALETTE[index % PALETTE.length];
  const nameOf = (line: ChartSeries) => translate(line.label, { _: line.label });
  const tick = { fill: theme.palette.text.secondary, fontSize: 12 };
  const formatTick = (value: number) => formatQuantity(value, undefined, locale);
  const hasRightAxis = series.some((line) => line.axis === 'right');
  useEffect(() => onDrawn(), [onDrawn]);

  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width, height }}>
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        // The whole column of a category opens it: a short bar (today's, early on) is hard to hit.
        {...(onCategoryClick && {
          style: { cursor: 'pointer' },
          onClick: ({ activeLabel }: MouseHandlerDataParam) => {
            if (activeLabel !== undefined) onCategoryClick(String(activeLabel));
          },
        })}
      >
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} />
        <XAxis dataKey={xKey} tickFormatter={formatX} tick={tick} />
        <YAxis yAxisId="left" tickFormatter={formatTick} tick={tick} allowDecimals={false} />
        {hasRightAxis && (
          <YAxis yAxisId="right" orientation="right" tickFormatter={formatTick} tick={tick} />
        )}
        <Tooltip
          content={(props: TooltipContentProps) => (
            <SeriesTooltip {...props} series={series} nameOf={nameOf} formatX={formatTooltipX} />
          )}
        />
        <Legend content={SeriesLegend} />
        {series.map((line, index) =>
          line.kind === 'bar' ? (
            <Bar
              key={line.key}
              dataKey={line.key}
              name={nameOf(line)}
              yAxisId={line.axis ?? 'left'}
              fill={colorOf(line, index)}
              stackId={line.stack}
              isAnimationActive={false}
            />
          ) : (
            <Line
              key={line.key}
              dataKey={line.key}
              name={nameOf(line)}
              yAxisId={line.axis ?? 'left'}
              stroke={colorOf(line, index)}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
};

interface SeriesTooltipProps extends TooltipContentProps {
  series: ChartSeries[];
  nameOf(line: ChartSeries): string;
  formatX(value: string): string;
}

/** The category and each series' value with its unit, formatted as the rest of the app does. */
const SeriesTooltip = ({ active, payload, label, series, nameOf, formatX }: SeriesTooltipProps) => {
  if (!active || payload.length === 0) return null;
  return (
    <Paper sx={{ px: 1.5, py: 1 }} elevation={3}>
      <Typography variant="subtitle2">{formatX(String(label))}</Typography>
      {series.map((line) => {
        const value = payload.find((entry) => entry.dataKey === line.key)?.value;
        if (typeof value !== 'number') return null;
        return (
          <Typography key={line.key} variant="body2">
            {nameOf(line)}: <Quantity value={value} unit={line.unit} />
          </Typography>
        );
      })}
    </Paper>
  );
};

/**
 * The series' names with their colour: a bar's square, a line's stroke. Drawn here rather than by
 * recharts, whose icons carry an English accessible name ("… legend icon"); these are decoration,
 * hidden from assistive technology, which reads the names alone.
 */
const SeriesLegend = ({ payload }: DefaultLegendContentProps) => (
  <Box
    component="ul"
    className="recharts-default-legend"
    sx={{ m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}
  >
    {payload?.map((entry, index) =>
      entry.type === 'none' ? null : (
        <Box
          component="li"
          key={`${String(entry.dataKey ?? entry.value)}-${index}`}
          className="recharts-legend-item"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, listStyle: 'none' }}
        >
          <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            {entry.type === 'line' ? (
              <line x1={0} y1={7} x2={14} y2={7} stroke={entry.color} strokeWidth={3} />
            ) : (
              <rect x={0} y={2} width={14} height={10} fill={entry.color} />
            )}
          </svg>
          <Typography component="span" variant="body2" sx={{ color: entry.color }}>
            {entry.value}
          </Typography>
        </Box>
      ),
    )}
  </Box>
);
