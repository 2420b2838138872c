import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MailStatistics, SmsCampaignFigures } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { HeadingWithText } from '@/components/HeadingWithText';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { useApi } from '@/providers/useMe';
import { formatNumber, formatRate } from './format';

type Figure = { key: string; value: number; rate?: number; muted?: boolean };

const figuresOf = (f: SmsCampaignFigures): Figure[] => [
  { key: 'sent', value: f.sent },
  { key: 'delivered', value: f.delivered, rate: f.deliveryRate },
  { key: 'undelivered', value: f.undelivered },
  { key: 'awaiting_report', value: f.awaitingReport, muted: true },
  // Only without a gateway (SMS_PROVIDER unset): nothing left the server.
  ...(f.stored ? [{ key: 'stored', value: f.stored, muted: true }] : []),
  { key: 'failed', value: f.failed },
  { key: 'pending', value: f.pending, muted: true },
  { key: 'parts', value: f.parts, muted: true },
];

/**
 * An SMS campaign's results (the campaign statistics' `sms` figures): sent, delivered and not delivered by the
 * gateway's delivery reports, failed, and the parts billed. No opens, clicks or chart: an SMS reports none.
 */
export const SmsResults = ({ documentId, live = false }: { documentId: string; live?: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useApi();
  const query = useQuery({
    queryKey: ['campaign-statistics', documentId, 'sms'],
    queryFn: () => api.campaignStatistics(documentId, '24h'),
    refetchInterval: live ? 30_000 : false,
    retry: false,
  });
  const figures = (query.data?.data as (MailStatistics & { sms?: SmsCampaignFigures }) | undefined)?.sms;
  return (
    <Card sx={{ mt: 2 }} data-testid="sms-results">
      <CardContent>
        <HeadingWithText titleKey="app.campaigns.statistics.title" textKey="app.campaigns.sms.results_help" />
        {query.isPending && <LinearProgress sx={{ my: 2 }} />}
        {query.isError && (
          <LoadErrorAlert
            textKey="app.campaigns.statistics.error"
            retryKey="app.campaigns.statistics.retry"
            onRetry={() => void query.refetch()}
            testId="sms-results-error"
          />
        )}
        {figures && (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            {figuresOf(figures).map(({ key, value, rate, muted }) => (
              <Paper
                key={key}
                variant="outlined"
                sx={{ p: 1.5, opacity: muted ? 0.8 : 1 }}
                data-testid={`sms-figure-${key}`}
              >
                <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.4 }}>
                  {translate(`app.campaigns.sms.figures.${key}`)}
                </Typography>
                <Typography variant="h5" component="p">
                  {formatNumber(value, locale)}
                </Typography>
                {rate !== undefined && (
                  <Typography variant="body2" color="text.secondary">
                    {formatRate(rate, locale)}
                  </Typography>
                )}
              </Paper>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
