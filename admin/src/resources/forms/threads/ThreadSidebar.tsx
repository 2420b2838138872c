import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { THREAD_TRANSITIONS, type ThreadStatus } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { formatDateTime } from '@/components/formatDate';
import { useApiMutation } from '@/components/useApiMutation';
import { usePermitted } from '@/components/usePermitted';
import { useApi } from '@/providers/useMe';
import { StatusChip } from './StatusChip';

type HistoryEntry = { at: string; by?: { name?: string }; action: string; note?: string };

/** Status: the moves allowed from here; a refused move says SPEC 8's "form status change failed" and why. */
const StatusPanel = ({ documentId, status }: { documentId: string; status: ThreadStatus }) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [next, setNext] = useState<ThreadStatus | ''>('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, busy } = useApiMutation((to: ThreadStatus) => api.formThreadStatus(documentId, to), {
    onSuccess: () => {
      setNext('');
      setRefusal(null);
      notify('app.formThreads.status_changed', { type: 'info' });
      refresh();
    },
    onError: (error) => {
      const reason = error instanceof ApiError ? errorText(error, translate) : String(error);
      setRefusal(`${translate('app.formThreads.status_failed')} ${reason}`);
    },
  });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('app.formThreads.status')}</Typography>
      <StatusChip status={status} />
      {refusal && (
        <Alert severity="error" data-testid="status-refusal">
          {refusal}
        </Alert>
      )}
      <TextField
        select
        size="small"
        label={translate('app.formThreads.status_change')}
        value={next}
        onChange={(event) => setNext(event.target.value as ThreadStatus)}
        slotProps={{ htmlInput: { 'data-testid': 'status-select' } }}
      >
        {(THREAD_TRANSITIONS[status] ?? []).map((to) => (
          <MenuItem key={to} value={to} data-testid={`status-option-${to}`}>
            {translate(`app.formThreads.statuses.${to}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        label="app.formThreads.status_change"
        onClick={() => next && run(next)}
        disabled={busy || !next}
        variant="outlined"
        data-testid="status-save"
      />
    </Stack>
  );
};

/** Assign to a colleague (accounts whose role may read threads) or to nobody. */
const AssignPanel = ({ documentId, current }: { documentId: string; current: number | null }) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data } = useQuery({ queryKey: ['formThreadAssignees'], queryFn: () => api.formThreadAssignees() });
  const { run, busy } = useApiMutation((assignee: number | null) => api.formThreadAssign(documentId, assignee), {
    onSuccess: () => {
      notify('app.formThreads.assigned', { type: 'info' });
      refresh();
    },
    refusal: (error) => (error instanceof ApiError ? errorText(error, translate) : String(error)),
  });
  return (
    <TextField
      select
      size="small"
      disabled={busy || !data}
      label={translate('app.formThreads.assign')}
      value={data ? String(current ?? '') : ''}
      onChange={(event) => run(event.target.value ? Number(event.target.value) : null)}
      slotProps={{ htmlInput: { 'data-testid': 'assign-select' } }}
    >
      <MenuItem value="">{translate('app.formThreads.assign_nobody')}</MenuItem>
      {(data?.data ?? []).map((person) => (
        <MenuItem key={person.id} value={String(person.id)}>
          {person.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Status, assignee and the thread's log (every status change as "status changed from {old} to {new}"). */
export const ThreadSidebar = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const mayMove = usePermitted('setStatus');
  const mayAssign = usePermitted('edit');
  if (!record) return null;
  const documentId = String(record.documentId ?? record.id);
  const assignee = (record.expanded as { assignee?: { id: number } | null } | undefined)?.assignee;
  const history = [...((record.history ?? []) as HistoryEntry[])].reverse();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          {mayMove ? (
            <StatusPanel documentId={documentId} status={record.status} />
          ) : (
            <StatusChip status={record.status} />
          )}
          {mayAssign && <AssignPanel documentId={documentId} current={assignee?.id ?? null} />}
          <Typography variant="subtitle2">{translate('app.formThreads.history')}</Typography>
          <Stack spacing={0.5} data-testid="thread-history">
            {history.map((entry, i) => (
              <Typography key={`${entry.at}-${i}`} variant="body2">
                <Typography component="span" variant="caption" color="text.secondary">
                  {formatDateTime(entry.at, locale)} · {entry.by?.name ?? ''}
                </Typography>
                <br />
                {entry.note ?? entry.action}
              </Typography>
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
