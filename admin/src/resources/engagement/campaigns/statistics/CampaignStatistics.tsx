import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ENGAGEMENT_INTERVALS, type EngagementInterval } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ReportPeriodBar } from '@/components/charts/ReportPeriodBar';
import { HeadingWithText } from '@/components/HeadingWithText';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { useApi } from '@/providers/useMe';
import { MailChart } from './MailChart';
import { MailFiguresGrid } from './MailFiguresGrid';
import { TopLinksTable } from './TopLinksTable';

export const INTERVAL_BAR = {
  periods: ENGAGEMENT_INTERVALS,
  catalog: 'app.campaigns.statistics',
  rowFrom: 'sm',
} as const;

/**
 * A campaign's results: its figures since it was sent, then over the chosen interval a chart and the most
 * clicked links. `live` refreshes them every 30 s while it sends.
 */
export const CampaignStatistics = ({ documentId, live = false }: { documentId: string; live?: boolean }) => {
  const translate = useTranslate();
  const api = useApi();
  const [interval, setPeriod] = useState<EngagementInterval>('7d');
  const query = useQuery({
    queryKey: ['campaign-statistics', documentId, interval],
    queryFn: () => api.campaignStatistics(documentId, interval),
    refetchInterval: live ? 30_000 : false,
    retry: false,
  });
  const statistics = query.data?.data;
  return (
    <Card sx={{ mt: 2 }} data-testid="campaign-statistics">
      <CardContent>
        <HeadingWithText titleKey="app.campaigns.statistics.title" textKey="app.campaigns.statistics.help" />
        {query.isPending && <LinearProgress sx={{ my: 2 }} />}
        {query.isError && (
          <LoadErrorAlert
            textKey="app.campaigns.statistics.error"
            retryKey="app.campaigns.statistics.retry"
            onRetry={() => void query.refetch()}
            testId="campaign-statistics-error"
          />
        )}
        {statistics?.lifetime && <MailFiguresGrid figures={statistics.lifetime} testId="campaign-figures" />}
        <ReportPeriodBar {...INTERVAL_BAR} value={interval} onChange={setPeriod} />
        {statistics && (
          <>
            <MailChart statistics={statistics} />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
              {translate('app.campaigns.top_links.title')}
            </Typography>
            <TopLinksTable links={statistics.topLinks} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
