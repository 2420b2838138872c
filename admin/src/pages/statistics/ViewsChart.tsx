import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { ContentReport } from '../../providers/api';
import { bucketLabel, bucketName, formatNumber, labelEvery, niceMax } from './format';

interface ViewsChartProps {
  series: ContentReport['series'];
  bucket: ContentReport['bucket'];
  locale: string;
  /** Accessible name, e.g. "Weergaven per dag". */
  title: string;
  /** Accessible description, e.g. the total and the dates. */
  description: string;
  /** "12 weergaven" for a bar's tooltip. */
  viewsText: (views: number) => string;
}

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 20, right: 8, bottom: 32, left: 52 };
const TICKS = 4;

/** Views over time as plain SVG bars: y axis with grid lines, x labels in Amsterdam time, a tooltip per bar. */
export const ViewsChart = ({ series, bucket, locale, title, description, viewsText }: ViewsChartProps) => {
  const theme = useTheme();
  const id = useId();
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = niceMax(Math.max(0, ...series.map((p) => p.views)));
  const slot = plotWidth / Math.max(1, series.length);
  const barWidth = Math.max(2, slot * 0.7);
  const every = labelEvery(series.length);
  const valueLabels = series.length <= 14;
  const y = (views: number) => MARGIN.top + plotHeight - (views / top) * plotHeight;
  const muted = theme.palette.text.secondary;

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      data-testid="views-chart"
      style={{ display: 'block', maxHeight: 320, fontFamily: theme.typography.fontFamily }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {Array.from({ length: TICKS + 1 }, (_, i) => {
        const value = (top / TICKS) * i;
        return (
          <g key={`tick-${i}`} aria-hidden>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(value)} y2={y(value)} stroke={theme.palette.divider} />
            <text x={MARGIN.left - 6} y={y(value)} dy="0.32em" textAnchor="end" fontSize={11} fill={muted}>
              {formatNumber(value, locale)}
            </text>
          </g>
        );
      })}
      {series.map((point, i) => {
        const x = MARGIN.left + i * slot;
        const name = bucketName(point.start, bucket, locale);
        return (
          <g key={point.start} data-testid="chart-bar" data-views={point.views}>
            <title>{`${name}: ${viewsText(point.views)}`}</title>
            {/* The whole column answers the tooltip, also when its bar is empty. */}
            <rect x={x} y={MARGIN.top} width={slot} height={plotHeight} fill="transparent" />
            <rect
              x={x + (slot - barWidth) / 2}
              y={y(point.views)}
              width={barWidth}
              height={plotHeight - (y(point.views) - MARGIN.top)}
              rx={2}
              fill={theme.palette.primary.main}
            />
            {valueLabels && point.views > 0 && (
              <text x={x + slot / 2} y={y(point.views) - 4} textAnchor="middle" fontSize={11} fill={theme.palette.text.primary} aria-hidden>
                {formatNumber(point.views, locale)}
              </text>
            )}
            {i % every === 0 && (
              <text x={x + slot / 2} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle" fontSize={11} fill={muted} aria-hidden>
                {bucketLabel(point.start, bucket, locale)}
              </text>
            )}
          </g>
        );
      })}
      <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={MARGIN.top + plotHeight} y2={MARGIN.top + plotHeight} stroke={muted} aria-hidden />
    </svg>
  );
};
