import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { ReportPeriodBar } from '@/components/charts/ReportPeriodBar';
import { EmptyState } from '@/components/EmptyState';
import { HeadingWithText } from '@/components/HeadingWithText';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { PageTitle } from '@/components/PageTitle';
import type { ContentReport, ContentReportItem } from '@newsroom/config';
import { useApi } from '@/providers/useMe';
import { bucketName, formatNumber } from './format';
import { TopItemsTable } from './TopItemsTable';
import { ViewsChart } from './ViewsChart';

const TOP_ITEMS = 10;
/** The statistics periods; one row with the time zone from sm on. */
const PERIOD_BAR = { periods: STATISTICS_PERIODS, catalog: 'app.content_statistics', rowFrom: 'sm' } as const;

/**
 * /content/statistics: page views from the website per period (24 hours to a year), as a chart and
 * the most viewed items; a row narrows the chart to that item. Times are Amsterdam time.
 */
export const ContentStatisticsPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useApi();
  const [period, setPeriod] = useState<StatisticsPeriod>('7d');
  const [selected, setSelected] = useState<ContentReportItem | null>(null);

  const all = useQuery({
    queryKey: ['content-statistics', period],
    queryFn: () => api.contentStatistics({ period, limit: TOP_ITEMS }),
    retry: false,
  });
  const one = useQuery({
    queryKey: ['content-statistics', period, selected?.documentId, selected?.locale],
    queryFn: () => api.contentStatistics({ period, content: selected!.documentId, locale: selected!.locale, limit: 1 }),
    enabled: !!selected,
    retry: false,
  });

  const report = all.data?.data;
  const chart: ContentReport | undefined = selected ? one.data?.data : report;
  const views = (count: number) =>
    translate('app.content_statistics.views', { smart_count: count, count: formatNumber(count, locale) });
  const failed = all.isError || (!!selected && one.isError);
  const retry = () => void (all.isError ? all.refetch() : one.refetch());

  return (
    <>
      <PageTitle titleKey="app.content_statistics.title" />
      <ReportPeriodBar {...PERIOD_BAR} value={period} onChange={setPeriod}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.content_statistics.time_zone')}
        </Typography>
      </ReportPeriodBar>

      {(all.isPending || (selected && one.isPending)) && <LinearProgress sx={{ mb: 2 }} />}
      {failed && (
        <LoadErrorAlert
          textKey="app.content_statistics.error"
          retryKey="app.content_statistics.retry"
          onRetry={retry}
          testId="statistics-error"
        />
      )}
      {report && report.total === 0 && (
        <Card>
          <EmptyState
            titleKey="app.content_statistics.empty_title"
            textKey="app.content_statistics.empty_text"
            testId="statistics-empty"
          />
        </Card>
      )}
      {report && report.total > 0 && (
        <>
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Box>
                  <Typography variant="overline" color="text.secondary" component="p">
                    {translate('app.content_statistics.total')}
                  </Typography>
                  <Typography variant="h4" component="p" data-testid="statistics-total">
                    {chart ? formatNumber(chart.total, locale) : '…'}
                  </Typography>
                </Box>
                <Box sx={{ flexGrow: 1 }} />
                {selected ? (
                  <>
                    <Chip
                      color="primary"
                      label={translate('app.content_statistics.only_item', { title: selected.title })}
                      onDelete={() => setSelected(null)}
                      data-testid="statistics-filter"
                    />
                    <Button size="small" onClick={() => setSelected(null)}>
                      {translate('app.content_statistics.show_all')}
                    </Button>
                  </>
                ) : (
                  <Chip variant="outlined" label={translate('app.content_statistics.all_items')} />
                )}
              </Stack>
              {chart && (
                <ViewsChart
                  series={chart.series}
                  bucket={chart.bucket}
                  locale={locale}
                  title={`${translate(`app.content_statistics.chart_title.${chart.bucket}`)}${selected ? ` (${selected.title})` : ''}`}
                  description={translate('app.content_statistics.chart_desc', {
                    views: views(chart.total),
                    from: bucketName(chart.series[0].start, chart.bucket, locale),
                    to: bucketName(chart.series[chart.series.length - 1].start, chart.bucket, locale),
                  })}
                  viewsText={views}
                />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <HeadingWithText titleKey="app.content_statistics.top_title" textKey="app.content_statistics.top_help" />
              {report.top.length ? (
                <TopItemsTable
                  items={report.top}
                  total={report.total}
                  locale={locale}
                  selected={selected}
                  onSelect={setSelected}
                />
              ) : (
                <Typography color="text.secondary">{translate('app.content_statistics.no_top')}</Typography>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </>
  );
};
