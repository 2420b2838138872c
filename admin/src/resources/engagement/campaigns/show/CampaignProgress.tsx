import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocale, useRefresh, useTranslate } from 'react-admin';
import { useApi } from '@/providers/useMe';
import { formatDuration, formatNumber } from '../statistics/format';
import { SENDING_STATUSES } from './campaignActions';

export const PROGRESS_POLL_MS = 2000;

/**
 * Live progress while the campaign sends: sent of total with a bar, the measured rate (the configured one
 * until measured), the time left, failures and why it paused. Polled every 2 s; when the status changes
 * (paused, completed) the page reloads the campaign so its buttons follow.
 */
export const CampaignProgress = ({ documentId, status }: { documentId: string; status: string }) => {
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const refresh = useRefresh();
  const polling = SENDING_STATUSES.includes(status);
  const query = useQuery({
    queryKey: ['campaign-progress', documentId],
    queryFn: () => api.campaignProgress(documentId),
    refetchInterval: polling ? PROGRESS_POLL_MS : false,
    retry: false,
  });
  const progress = query.data?.data;
  const seen = useRef(status);
  useEffect(() => {
    if (progress && progress.status !== seen.current) {
      seen.current = progress.status;
      if (progress.status !== status) refresh();
    }
  }, [progress, status, refresh]);
  if (!progress) return polling ? <LinearProgress sx={{ mt: 2 }} /> : null;

  const total = Math.max(progress.recipientCount, progress.sent + progress.failed + progress.pending);
  const done = progress.sent + progress.failed;
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  const rate = progress.measuredPerSecond ?? progress.messagesPerSecond;
  const unit = (key: 'h' | 'm' | 's') => translate(`app.campaigns.progress.unit_${key}`);
  return (
    <Card sx={{ mt: 2 }} data-testid="campaign-progress">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.campaigns.progress.title')}
        </Typography>
        <Typography data-testid="progress-sent">
          {translate('app.campaigns.progress.sent_of', {
            sent: formatNumber(progress.sent, locale),
            total: formatNumber(total, locale),
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ height: 10, borderRadius: 1, my: 1.5 }}
          aria-label={translate('app.campaigns.progress.title')}
          data-testid="progress-bar"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
          <Box data-testid="progress-rate">
            {translate(
              progress.measuredPerSecond === null ? 'app.campaigns.progress.rate_set' : 'app.campaigns.progress.rate',
              {
                rate: formatNumber(rate, locale),
              },
            )}
          </Box>
          {progress.etaSeconds !== null && (
            <Box data-testid="progress-eta">
              {translate('app.campaigns.progress.eta', { time: formatDuration(progress.etaSeconds, unit) })}
            </Box>
          )}
          {progress.failed > 0 && (
            <Box data-testid="progress-failed">
              {translate('app.campaigns.progress.failed', {
                smart_count: progress.failed,
                count: formatNumber(progress.failed, locale),
              })}
            </Box>
          )}
        </Stack>
        {progress.status === 'PAUSED' && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="progress-paused">
            {progress.statusReason
              ? translate('app.campaigns.progress.paused_because', { reason: progress.statusReason })
              : translate('app.campaigns.progress.paused')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
