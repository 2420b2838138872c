import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { MailSeriesPoint, MailStatistics } from '@newsroom/config';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { BarChart } from '@/components/charts/BarChart';
import { bucketName } from '@/components/charts/buckets';
import { formatNumber } from './format';

const METRICS = ['opens', 'clicks', 'sent', 'bounces', 'unsubscribes'] as const;
type Metric = (typeof METRICS)[number];

/** One measure of the interval's series as bars (opens unless the user picks another). */
export const MailChart = ({ statistics }: { statistics: MailStatistics }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [metric, setMetric] = useState<Metric>('opens');
  const series = statistics.series;
  const total = series.reduce((sum, point: MailSeriesPoint) => sum + point[metric], 0);
  const label = translate(`app.campaigns.chart.${metric}`);
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={metric}
        onChange={(_, next: Metric | null) => next && setMetric(next)}
        aria-label={translate('app.campaigns.chart.metric')}
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {METRICS.map((m) => (
          <ToggleButton key={m} value={m} sx={{ textTransform: 'none' }} data-testid={`chart-metric-${m}`}>
            {translate(`app.campaigns.chart.${m}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {series.length > 0 && (
        <BarChart
          points={series.map((p) => ({ start: p.start, value: p[metric] }))}
          bucket={statistics.bucket}
          locale={locale}
          title={`${label} (${translate(`app.campaigns.chart.per_${statistics.bucket}`)})`}
          description={translate('app.campaigns.chart.description', {
            metric: label,
            total: formatNumber(total, locale),
            from: bucketName(series[0].start, statistics.bucket, locale),
            to: bucketName(series[series.length - 1].start, statistics.bucket, locale),
          })}
          valueText={(value) => `${formatNumber(value, locale)} ${label.toLowerCase()}`}
          testId="mail-chart"
        />
      )}
    </>
  );
};
