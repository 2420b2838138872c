import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCanAccess, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { formatDateTime } from '@/components/formatDate';
import { CampaignStatusChip } from '../CampaignStatusChip';
import { CampaignStatistics } from '../statistics/CampaignStatistics';
import { SmsResults } from '../statistics/SmsResults';
import { AbResults } from './AbResults';
import { CampaignActions } from './CampaignActions';
import { CampaignProgress } from './CampaignProgress';
import { HAS_RESULTS, SENDING_STATUSES } from './campaignActions';

const Detail = ({ label, value }: { label: string; value: unknown }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{value ? String(value) : '—'}</Typography>
    </Box>
  );
};

const field = (name: string) => `resources.mail/campaigns.fields.${name}`;

/** Status, what it sends to whom and when, the actions, live progress and the results. */
export const CampaignSummary = ({ actions = true }: { actions?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const { canAccess: seesStatistics } = useCanAccess({ resource: 'mail/campaigns', action: 'statistics' });
  if (!record) return null;
  const expanded = (record.expanded ?? {}) as Record<string, { name?: string } | undefined>;
  const status = String(record.status);
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
            {record.cancelledAt && (
              <Typography color="text.secondary">
                {translate('app.campaigns.cancelled_at', { date: formatDateTime(record.cancelledAt, locale) })}
              </Typography>
            )}
          </Stack>
          {record.statusReason && status !== 'PAUSED' && (
            <Alert severity={['FAILED', 'INVALID'].includes(status) ? 'error' : 'info'} sx={{ mb: 2 }}>
              {String(record.statusReason)}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
              mb: 2,
            }}
          >
            <Detail label={field('segment')} value={expanded.segment?.name} />
            {/* An SMS has its text, no template, subject or sender address. */}
            {record.channel === 'SMS' ? (
              <Detail label={field('smsText')} value={record.smsText} />
            ) : (
              <>
                <Detail label={field('template')} value={expanded.template?.name} />
                <Detail label={field('subject')} value={record.sentSubject ?? record.subject} />
                <Detail
                  label={field('fromEmail')}
                  value={[record.fromName, record.fromEmail && `<${record.fromEmail}>`].filter(Boolean).join(' ')}
                />
              </>
            )}
            <Detail label={field('scheduledAt')} value={when} />
            <Detail label={field('messagesPerSecond')} value={record.messagesPerSecond} />
            <Detail label={field('startedAt')} value={formatDateTime(record.startedAt, locale)} />
            <Detail label={field('completedAt')} value={formatDateTime(record.completedAt, locale)} />
            <Detail label={field('recipientCount')} value={record.recipientCount} />
          </Box>
          {actions && <CampaignActions />}
        </CardContent>
      </Card>
      {(SENDING_STATUSES.includes(status) || record.startedAt) && status !== 'COMPLETED' && (
        <CampaignProgress documentId={String(record.id)} status={status} />
      )}
      {record.type === 'AB' && seesStatistics && (
        <AbResults documentId={String(record.id)} live={SENDING_STATUSES.includes(status)} />
      )}
      {seesStatistics && HAS_RESULTS(record) && record.channel === 'SMS' && (
        <SmsResults documentId={String(record.id)} live={SENDING_STATUSES.includes(status)} />
      )}
      {seesStatistics && HAS_RESULTS(record) && record.channel !== 'SMS' && (
        <CampaignStatistics documentId={String(record.id)} live={SENDING_STATUSES.includes(status)} />
      )}
    </>
  );
};

export const CampaignShow = () => (
  <Show actions={false} component="div">
    <CampaignSummary />
  </Show>
);
