import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { bucketLabel, bucketName, formatNumber, labelEvery, niceMax, type ChartBucket } from './buckets';

export interface BarPoint {
  /** ISO start of the bucket. */
  start: string;
  value: number;
}

interface BarChartProps {
  points: BarPoint[];
  bucket: ChartBucket;
  locale: string;
  /** Accessible name, e.g. "Weergaven per dag". */
  title: string;
  /** Accessible description, e.g. the total and the dates. */
  description: string;
  /** A bar's tooltip after the bucket's name: "12 weergaven", "€ 1.234,50". */
  valueText: (value: number) => string;
  /** Axis ticks and the numbers above the bars; plain numbers unless given (money: rounded amounts). */
  axisText?: (value: number) => string;
  testId?: string;
}

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 20, right: 8, bottom: 32, left: 64 };
const TICKS = 4;

/** Values over time as plain SVG bars: y axis with grid lines, x labels in Amsterdam time, a tooltip per bar. */
export const BarChart = ({
  points,
  bucket,
  locale,
  title,
  description,
  valueText,
  axisText = (v) => formatNumber(v, locale),
  testId = 'bar-chart',
}: BarChartProps) => {
  const theme = useTheme();
  const id = useId();
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = niceMax(Math.max(0, ...points.map((p) => p.value)));
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const every = labelEvery(points.length);
  const valueLabels = points.length <= 14;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const muted = theme.palette.text.secondary;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      data-testid={testId}
      style={{ display: 'block', maxHeight: 320, fontFamily: theme.typography.fontFamily }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {Array.from({ length: TICKS + 1 }, (_, i) => {
        const value = (top / TICKS) * i;
        return (
          <g key={`tick-${i}`} aria-hidden>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(value)}
              y2={y(value)}
              stroke={theme.palette.divider}
            />
            <text x={MARGIN.left - 6} y={y(value)} dy="0.32em" textAnchor="end" fontSize={11} fill={muted}>
              {axisText(value)}
            </text>
          </g>
        );
      })}
      {points.map((point, i) => {
        const x = MARGIN.left + i * slot;
        return (
          <g key={point.start} data-testid="chart-bar" data-value={point.value}>
            <title>{`${bucketName(point.start, bucket, locale)}: ${valueText(point.value)}`}</title>
            {/* The whole column answers the tooltip, also when its bar is empty. */}
            <rect x={x} y={MARGIN.top} width={slot} height={plotHeight} fill="transparent" />
            <rect
              x={x + (slot - barWidth) / 2}
              y={y(point.value)}
              width={barWidth}
              height={plotHeight - (y(point.value) - MARGIN.top)}
              rx={2}
              fill={theme.palette.primary.main}
            />
            {valueLabels && point.value > 0 && (
              <text
                x={x + slot / 2}
                y={y(point.value) - 4}
                textAnchor="middle"
                fontSize={11}
                fill={theme.palette.text.primary}
                aria-hidden
              >
                {axisText(point.value)}
              </text>
            )}
            {i % every === 0 && (
              <text
                x={x + slot / 2}
                y={HEIGHT - MARGIN.bottom + 16}
                textAnchor="middle"
                fontSize={11}
                fill={muted}
                aria-hidden
              >
                {bucketLabel(point.start, bucket, locale)}
              </text>
            )}
          </g>
        );
      })}
      <line
        x1={MARGIN.left}
        x2={WIDTH - MARGIN.right}
        y1={MARGIN.top + plotHeight}
        y2={MARGIN.top + plotHeight}
        stroke={muted}
        aria-hidden
      />
    </svg>
  );
};
