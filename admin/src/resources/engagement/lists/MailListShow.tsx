import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { usePermitted } from '@/components/usePermitted';
import { MembersPanel } from './members/MembersPanel';
import { SubscribeSnippet } from './SubscribeSnippet';
import { VisibilityChip } from './VisibilityChip';

const Actions = () =>
  usePermitted('update') ? (
    <TopToolbar>
      <EditButton />
    </TopToolbar>
  ) : null;

const Summary = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2">
            {record.name}
          </Typography>
          <VisibilityChip />
        </Stack>
        {record.description && <Typography sx={{ mb: 1 }}>{record.description}</Typography>}
        <Typography variant="body2" color="text.secondary" data-testid="member-count">
          {translate('app.mailLists.member_count', { smart_count: record.memberCount ?? 0 })}
        </Typography>
      </CardContent>
    </Card>
  );
};

/** A list's page: what it is, its members, and for a public list the form websites use to subscribe. */
export const MailListShow = () => (
  <Show actions={<Actions />}>
    <Stack spacing={2} sx={{ p: 2 }}>
      <Summary />
      <MembersPanel />
      <SubscribeSnippet />
    </Stack>
  </Show>
);
