import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { useApi } from '@/providers/useMe';
import { CampaignRows } from '@/pages/mail/CampaignRows';

/** The users-permissions action behind the tab (GET /api/profiles/:id/mail-activity). */
export const MAIL_ACTIVITY_ACTION = 'api::campaign.statistics.mailActivity';

/**
 * "E-mail": the campaigns this profile received, and whether the person opened and clicked them (machine opens
 * and link scanners left out; a click counts as opened), newest first.
 */
export const MailActivityTab = ({ documentId }: { documentId: string }) => {
  const api = useApi();
  const translate = useTranslate();
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['profile-mail-activity', documentId],
    queryFn: () => api.profileMailActivity(documentId),
    retry: false,
  });
  if (query.isPending) return <LinearProgress />;
  if (query.isError)
    return (
      <LoadErrorAlert
        textKey="app.mail_activity.error"
        retryKey="app.campaigns.statistics.retry"
        onRetry={() => void query.refetch()}
        testId="mail-activity-error"
      />
    );
  const { totals, campaigns } = query.data.data;
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  return (
    <Box sx={{ width: '100%' }} data-testid="mail-activity">
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 2, maxWidth: 560 }}>
        {(['received', 'opened', 'clicked'] as const).map((key) => (
          <Paper key={key} variant="outlined" sx={{ p: 1.5 }} data-testid={`mail-activity-${key}`}>
            <Typography variant="overline" color="text.secondary" component="p">
              {translate(`app.mail_activity.${key}`)}
            </Typography>
            <Typography variant="h5" component="p">
              {totals[key]}
            </Typography>
          </Paper>
        ))}
      </Box>
      {campaigns.length === 0 ? (
        <Typography color="text.secondary" data-testid="mail-activity-empty">
          {translate('app.mail_activity.none')}
        </Typography>
      ) : (
        <CampaignRows
          testId="mail-activity-rows"
          rows={campaigns.map((c) => ({ ...c, documentId: c.documentId ?? String(c.campaignId) }))}
          columns={[
            { key: 'sentAt', render: (r) => when(r.sentAt) },
            { key: 'openedAt', render: (r) => when(r.openedAt) },
            { key: 'clickedAt', render: (r) => when(r.clickedAt) },
            { key: 'clicks', align: 'right', render: (r) => r.clicks },
            {
              key: 'note',
              render: (r) =>
                [
                  r.bounced && translate('app.mail_activity.bounced'),
                  r.unsubscribed && translate('app.mail_activity.unsubscribed'),
                ]
                  .filter(Boolean)
                  .join(', '),
            },
          ]}
        />
      )}
    </Box>
  );
};
