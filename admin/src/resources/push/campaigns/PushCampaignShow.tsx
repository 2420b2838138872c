import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { formatDateTime } from '@/components/formatDate';
import { CampaignStatusChip } from '../../engagement/campaigns/CampaignStatusChip';
import { CampaignActions } from '../../engagement/campaigns/show/CampaignActions';
import { CampaignProgress } from '../../engagement/campaigns/show/CampaignProgress';
import { HAS_RESULTS, SENDING_STATUSES } from '../../engagement/campaigns/show/campaignActions';
import { NotificationPreview } from '../../engagement/campaigns/form/PushInputs';
import { PushCampaignResultsCard } from './PushResults';
import { PushCampaignTestButton } from './PushCampaignTestButton';
import { RESOURCE } from './PushCampaignList';

const Detail = ({ label, value }: { label: string; value: unknown }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`resources.${RESOURCE}.fields.${label}`)}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value ? String(value) : '—'}</Typography>
    </Box>
  );
};

/** Status, the message with its preview, to whom and when, the campaign actions, progress and results. */
const PushCampaignSummary = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const status = String(record.status);
  const segment = (record.expanded as { segment?: { name?: string } } | undefined)?.segment?.name;
  const when =
    record.schedule === 'SCHEDULED' && record.scheduledAt
      ? formatDateTime(record.scheduledAt, locale)
      : translate('app.campaigns.schedule.IMMEDIATE');
  return (
    <>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h1">
              {record.name}
            </Typography>
            <CampaignStatusChip status={status} />
          </Stack>
          {record.statusReason && (
            <Alert severity={['FAILED', 'INVALID'].includes(status) ? 'error' : 'info'} sx={{ mb: 2 }}>
              {String(record.statusReason)}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, mb: 2 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Detail label="segment" value={segment} />
              <Detail label="scheduledAt" value={when} />
              <Detail label="pushUrl" value={record.pushUrl} />
              <Detail label="messagesPerSecond" value={record.messagesPerSecond} />
              <Detail label="startedAt" value={formatDateTime(record.startedAt, locale)} />
              <Detail label="completedAt" value={formatDateTime(record.completedAt, locale)} />
              <Detail label="recipientCount" value={record.recipientCount} />
            </Box>
            <NotificationPreview
              title={record.pushTitle}
              body={record.pushBody}
              url={record.pushUrl}
              image={record.pushImage}
            />
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <CampaignActions resource={RESOURCE} />
            <PushCampaignTestButton />
          </Stack>
        </CardContent>
      </Card>
      {SENDING_STATUSES.includes(status) && <CampaignProgress documentId={String(record.id)} status={status} />}
      {HAS_RESULTS(record) && (
        <PushCampaignResultsCard documentId={String(record.id)} live={SENDING_STATUSES.includes(status)} />
      )}
    </>
  );
};

export const PushCampaignShow = () => (
  <Show actions={false} component="div">
    <PushCampaignSummary />
  </Show>
);
