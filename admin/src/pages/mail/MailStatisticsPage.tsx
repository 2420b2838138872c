import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { EngagementInterval, MailCampaignRow } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { ReportPeriodBar } from '@/components/charts/ReportPeriodBar';
import { EmptyState } from '@/components/EmptyState';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { PageTitle } from '@/components/PageTitle';
import { useApi } from '@/providers/useMe';
import { INTERVAL_BAR } from '@/resources/engagement/campaigns/statistics/CampaignStatistics';
import { formatNumber, formatRate } from '@/resources/engagement/campaigns/statistics/format';
import { MailChart } from '@/resources/engagement/campaigns/statistics/MailChart';
import { MailFiguresGrid } from '@/resources/engagement/campaigns/statistics/MailFiguresGrid';
import { TopLinksTable } from '@/resources/engagement/campaigns/statistics/TopLinksTable';
import { CampaignRows } from './CampaignRows';

/** /mail/statistics: all campaigns over an interval (24 hours to a year): figures, chart, top links, campaigns. */
export const MailStatisticsPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useApi();
  const [interval, setPeriod] = useState<EngagementInterval>('1m');
  const query = useQuery({
    queryKey: ['engagement-statistics', interval],
    queryFn: () => api.engagementStatistics(interval),
    retry: false,
  });
  const statistics = query.data?.data;
  const quiet =
    statistics && statistics.totals.sent === 0 && statistics.totals.opens === 0 && statistics.totals.clicks === 0;
  return (
    <>
      <PageTitle titleKey="app.mail_statistics.title" />
      <ReportPeriodBar {...INTERVAL_BAR} value={interval} onChange={setPeriod}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.mail_statistics.people_only')}
        </Typography>
      </ReportPeriodBar>
      {query.isPending && <LinearProgress sx={{ mb: 2 }} />}
      {query.isError && (
        <LoadErrorAlert
          textKey="app.campaigns.statistics.error"
          retryKey="app.campaigns.statistics.retry"
          onRetry={() => void query.refetch()}
          testId="mail-statistics-error"
        />
      )}
      {quiet && (
        <Card>
          <EmptyState
            titleKey="app.mail_statistics.empty_title"
            textKey="app.mail_statistics.empty_text"
            testId="mail-statistics-empty"
          />
        </Card>
      )}
      {statistics && !quiet && (
        <>
          <MailFiguresGrid figures={statistics.totals} testId="mail-statistics-figures" />
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <MailChart statistics={statistics} />
            </CardContent>
          </Card>
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('app.campaigns.top_links.title')}
              </Typography>
              <TopLinksTable links={statistics.topLinks} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('app.mail_statistics.campaigns')}
              </Typography>
              {statistics.campaigns?.length ? (
                <CampaignRows<MailCampaignRow>
                  testId="mail-statistics-campaigns"
                  rows={statistics.campaigns}
                  columns={[
                    { key: 'sent', align: 'right', render: (r) => formatNumber(r.sent, locale) },
                    { key: 'openRate', align: 'right', render: (r) => formatRate(r.openRate, locale) },
                    { key: 'clickRate', align: 'right', render: (r) => formatRate(r.clickRate, locale) },
                    { key: 'clickToOpen', align: 'right', render: (r) => formatRate(r.clickToOpen, locale) },
                    { key: 'bounces', align: 'right', render: (r) => formatNumber(r.bounces, locale) },
                    { key: 'unsubscribes', align: 'right', render: (r) => formatNumber(r.unsubscribes, locale) },
                  ]}
                />
              ) : (
                <Typography color="text.secondary">{translate('app.mail_statistics.no_campaigns')}</Typography>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </>
  );
};
