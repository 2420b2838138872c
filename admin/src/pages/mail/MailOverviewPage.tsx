import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { CAMPAIGN_STATUS_GROUPS, type MailCampaignRow } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useLocale, useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { PageTitle } from '@/components/PageTitle';
import { PAGES } from '@/registry/resources';
import { useAllowedActions, useApi } from '@/providers/useMe';
import { CampaignStatusChip } from '@/resources/engagement/campaigns/CampaignStatusChip';
import { formatNumber, formatRate } from '@/resources/engagement/campaigns/statistics/format';
import { CampaignRows } from './CampaignRows';
import { EngagementSettingsDialog } from './EngagementSettingsDialog';

const CONFIG_UPDATE = 'api::config.config.update';
const asRow = (r: RaRecord): RaRecord & { documentId: string; name: string } => ({
  ...r,
  documentId: String(r.id),
  name: String(r.name ?? ''),
});

const Section = ({
  titleKey,
  emptyKey,
  testId,
  children,
  empty,
  busy,
}: {
  titleKey: string;
  emptyKey: string;
  testId: string;
  children: React.ReactNode;
  empty: boolean;
  busy: boolean;
}) => {
  const translate = useTranslate();
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(titleKey)}
        </Typography>
        {busy ? (
          <LinearProgress />
        ) : empty ? (
          <Typography color="text.secondary">{translate(emptyKey)}</Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
};

/** /mail: what is sending now (refreshed every 5 s), what is scheduled next, and last month's results. */
export const MailOverviewPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useApi();
  const allowed = useAllowedActions();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const sending = useGetList(
    'mail/campaigns',
    {
      filter: { status: [...CAMPAIGN_STATUS_GROUPS.sending] },
      sort: { field: 'startedAt', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    },
    { refetchInterval: 5000 },
  );
  const scheduled = useGetList('mail/campaigns', {
    filter: { status: 'SCHEDULED' },
    sort: { field: 'scheduledAt', order: 'ASC' },
    pagination: { page: 1, perPage: 10 },
  });
  const results = useQuery({
    queryKey: ['engagement-statistics', '1m'],
    queryFn: () => api.engagementStatistics('1m'),
    enabled: allowed.includes(PAGES.mailStatistics.permission),
    retry: false,
  });
  const lastResults = [...(results.data?.data.campaigns ?? [])]
    .sort((a, b) => String(b.completedAt ?? '').localeCompare(String(a.completedAt ?? '')))
    .slice(0, 5);

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <PageTitle titleKey="app.mail_overview.title" />
        {allowed.includes(CONFIG_UPDATE) && (
          <Button
            startIcon={<SettingsIcon />}
            onClick={() => setSettingsOpen(true)}
            data-testid="engagement-settings-open"
          >
            {translate('app.engagement_settings.title')}
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Section
          titleKey="app.mail_overview.sending"
          emptyKey="app.mail_overview.sending_none"
          testId="overview-sending"
          empty={!sending.data?.length}
          busy={sending.isPending}
        >
          <CampaignRows
            testId="overview-sending-rows"
            rows={(sending.data ?? []).map(asRow)}
            columns={[
              { key: 'status', render: (r) => <CampaignStatusChip status={String(r.status)} /> },
              {
                key: 'progress',
                align: 'right',
                render: (r) =>
                  `${formatNumber(Number(r.sentCount ?? 0), locale)} / ${formatNumber(Number(r.recipientCount ?? 0), locale)}`,
              },
            ]}
          />
        </Section>
        <Section
          titleKey="app.mail_overview.scheduled"
          emptyKey="app.mail_overview.scheduled_none"
          testId="overview-scheduled"
          empty={!scheduled.data?.length}
          busy={scheduled.isPending}
        >
          <CampaignRows
            testId="overview-scheduled-rows"
            rows={(scheduled.data ?? []).map(asRow)}
            columns={[{ key: 'scheduledAt', render: (r) => formatDateTime(r.scheduledAt, locale) }]}
          />
        </Section>
      </Box>
      {allowed.includes(PAGES.mailStatistics.permission) && (
        <Box sx={{ mt: 2 }}>
          <Section
            titleKey="app.mail_overview.results"
            emptyKey="app.mail_overview.results_none"
            testId="overview-results"
            empty={!lastResults.length}
            busy={results.isPending}
          >
            <CampaignRows<MailCampaignRow>
              testId="overview-results-rows"
              rows={lastResults}
              columns={[
                { key: 'sent', align: 'right', render: (r) => formatNumber(r.sent, locale) },
                { key: 'openRate', align: 'right', render: (r) => formatRate(r.openRate, locale) },
                { key: 'clickRate', align: 'right', render: (r) => formatRate(r.clickRate, locale) },
                { key: 'unsubscribes', align: 'right', render: (r) => formatNumber(r.unsubscribes, locale) },
              ]}
            />
          </Section>
        </Box>
      )}
      {settingsOpen && <EngagementSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />}
    </>
  );
};
