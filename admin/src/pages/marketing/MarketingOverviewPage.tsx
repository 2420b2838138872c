import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SALES_PERIODS, type SalesPeriod } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { BarChart } from '@/components/charts/BarChart';
import { formatNumber } from '@/components/charts/buckets';
import { ReportPeriodBar } from '@/components/charts/ReportPeriodBar';
import { EmptyState } from '@/components/EmptyState';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { PageTitle } from '@/components/PageTitle';
import { marketingApi, type OverviewZone } from '@/providers/marketingApi';
import { formatCtr, ResultsTable } from './ResultsTables';

const PERIOD_BAR = {
  periods: Object.keys(SALES_PERIODS) as SalesPeriod[],
  catalog: 'app.marketing_overview',
  rowFrom: 'md',
  wrap: true,
} as const;

const ZoneCard = ({ zone }: { zone: OverviewZone }) => {
  const translate = useTranslate();
  const running = zone.bundles.flatMap((bundle) =>
    bundle.active
      ? bundle.contents.filter((c) => c.state === 'RUNNING').map((c) => ({ ...c, bundle: bundle.name }))
      : [],
  );
  return (
    <Card data-testid={`marketing-zone-${zone.key}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3">
            {zone.name}
          </Typography>
          <Chip
            size="small"
            color={zone.showingNow ? 'success' : 'default'}
            label={translate(zone.showingNow ? 'app.marketing_overview.showing' : 'app.marketing_overview.idle')}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {zone.key} · {zone.width} × {zone.height}
          {zone.group ? ` · ${zone.group.name}` : ''}
        </Typography>
        {running.length === 0 ? (
          <Typography variant="body2">{translate('app.marketing_overview.nothing_now')}</Typography>
        ) : (
          running.map((c) => (
            <Typography key={`${c.bundle}-${c.documentId}`} variant="body2">
              <Link to={`/marketing/content/${c.documentId}`}>{c.name}</Link> ·{' '}
              {translate(`app.marketingContent.types.${c.type}`)} ·{' '}
              {translate('app.marketing_overview.in_bundle', { bundle: c.bundle, weight: c.weight })}
            </Typography>
          ))
        )}
      </CardContent>
    </Card>
  );
};

/** /marketing: what runs in each zone now, and the results over a period (SPEC 9's period choices). */
export const MarketingOverviewPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const [period, setPeriod] = useState<SalesPeriod>('4w');
  const overview = useQuery({ queryKey: ['marketing-overview'], queryFn: marketingApi.marketingOverview });
  const results = useQuery({
    queryKey: ['marketing-results', period],
    queryFn: () => marketingApi.marketingResults(period),
  });
  const zones = overview.data?.data ?? [];
  const report = results.data?.data;
  return (
    <>
      <PageTitle titleKey="app.marketing_overview.title" />
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.marketing_overview.now')}
      </Typography>
      {overview.isPending && <LinearProgress sx={{ mb: 2 }} />}
      {overview.isError && (
        <LoadErrorAlert
          textKey="app.marketing_overview.error"
          retryKey="app.marketing_overview.retry"
          onRetry={() => void overview.refetch()}
          testId="marketing-overview-error"
        />
      )}
      {overview.isSuccess && zones.length === 0 && (
        <EmptyState
          titleKey="app.marketing_overview.empty_title"
          textKey="app.marketing_overview.empty_text"
          testId="marketing-overview-empty"
        />
      )}
      <Box
        sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}
      >
        {zones.map((zone) => (
          <ZoneCard key={zone.documentId} zone={zone} />
        ))}
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.marketing_overview.results')}
      </Typography>
      <ReportPeriodBar {...PERIOD_BAR} value={period} onChange={setPeriod}>
        {report && (
          <Typography data-testid="marketing-totals">
            {translate('app.marketing_overview.totals', {
              impressions: formatNumber(report.totals.impressions, locale),
              clicks: formatNumber(report.totals.clicks, locale),
              ctr: formatCtr(report.totals.ctr, locale),
            })}
          </Typography>
        )}
      </ReportPeriodBar>
      {results.isPending && <LinearProgress sx={{ mb: 2 }} />}
      {results.isError && (
        <LoadErrorAlert
          textKey="app.marketing_overview.error"
          retryKey="app.marketing_overview.retry"
          onRetry={() => void results.refetch()}
          testId="marketing-results-error"
        />
      )}
      {report && (
        <Stack spacing={2}>
          <Card>
            <CardContent>
              <BarChart
                points={report.series.map((p) => ({ start: p.start, value: p.impressions }))}
                bucket={report.bucket as 'day' | 'week' | 'month'}
                locale={locale}
                title={translate('app.marketing_overview.chart_title')}
                description={translate('app.marketing_overview.totals', {
                  impressions: formatNumber(report.totals.impressions, locale),
                  clicks: formatNumber(report.totals.clicks, locale),
                  ctr: formatCtr(report.totals.ctr, locale),
                })}
                valueText={(value) => translate('app.marketing_overview.impressions_n', { smart_count: value })}
                testId="marketing-chart"
              />
            </CardContent>
          </Card>
          <ResultsTable kind="contents" rows={report.contents} />
          <ResultsTable kind="zones" rows={report.zones} />
          <ResultsTable kind="bundles" rows={report.bundles} />
        </Stack>
      )}
    </>
  );
};
