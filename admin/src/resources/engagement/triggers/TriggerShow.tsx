import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeCron } from '@newsroom/config';
import type { ReactNode } from 'react';
import { Link, useCreatePath, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { Show } from '@/components/RecordPages';
import { ActiveChip } from './ActiveChip';
import { cronLanguage } from './cronText';
import { NextRuns } from './NextRuns';
import { TriggerActions } from './TriggerActions';
import { TriggerHistory } from './TriggerHistory';
import { TriggerRuns } from './TriggerRuns';

const Detail = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(`app.triggers.details.${label}`)}
      </Typography>
      <Typography component="div" sx={{ wordBreak: 'break-word' }}>
        {children || translate('app.triggers.details.none')}
      </Typography>
    </Box>
  );
};

const CampaignOf = () => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const campaign = (record?.expanded as { campaign?: { name?: string } | null } | undefined)?.campaign;
  if (!record?.campaign || !campaign) return null;
  return (
    <Link to={createPath({ resource: 'mail/campaigns', id: String(record.campaign), type: 'show' })}>
      {campaign.name}
    </Link>
  );
};

/** What the trigger runs and when: the schedule in words, its numbers, the coming runs and the buttons. */
const TriggerSummary = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const cron = String(record.cron ?? '');
  const active = record.active === true;
  const once = record.executeOnce === true;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h5" component="h1">
            {record.name}
          </Typography>
          <ActiveChip />
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            mb: 2,
          }}
        >
          <Detail label="schedule" testId="trigger-schedule">
            {describeCron(cron, cronLanguage(locale))}
          </Detail>
          <Detail label="cron">
            <Box component="code">{cron}</Box>
          </Detail>
          <Detail label="campaign">
            <CampaignOf />
          </Detail>
          <Detail label="executeOnce">
            {translate(once ? 'app.triggers.details.yes' : 'app.triggers.details.no')}
          </Detail>
          <Detail label="nextRunAt">{formatDateTime(record.nextRunAt, locale)}</Detail>
          <Detail label="lastRunAt">{formatDateTime(record.lastRunAt, locale)}</Detail>
          <Detail label="runCount">{String(record.runCount ?? 0)}</Detail>
        </Box>
        <Box sx={{ mb: 2 }}>
          <NextRuns
            cron={cron}
            once={once}
            heading={active ? undefined : translate('app.triggers.next_runs_inactive')}
          />
        </Box>
        <TriggerActions />
      </CardContent>
    </Card>
  );
};

const HistoryCard = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.triggers.history.title')}
        </Typography>
        <TriggerHistory />
      </CardContent>
    </Card>
  );
};

/** A trigger's page: the schedule and its next 5 runs (SPEC 9), run now, on/off, its runs and its history. */
export const TriggerShow = () => (
  <Show actions={false} component="div">
    <Stack spacing={2}>
      <TriggerSummary />
      <TriggerRuns />
      <HistoryCard />
    </Stack>
  </Show>
);
