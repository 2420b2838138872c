import { useState } from 'react';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Confirm, useDelete, useGetList, useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { formatDateTime } from '@/components/formatDate';
import { ScrollTable } from '@/components/ScrollTable';
import { TextButton } from '@/components/TextButton';
import { usePermitted } from '@/components/usePermitted';

const S = 'app.events.sessions';
const F = 'resources.events/sessions.fields';

/** "Sessies": the event's sessions in time order; add, edit (their own form) and delete after confirmation. */
export const SessionsTab = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const eventId = String(record?.id ?? '');
  const canCreate = usePermitted('create', 'events/sessions');
  const canDelete = usePermitted('delete', 'events/sessions');
  const [doomed, setDoomed] = useState<{ id: string; title: string } | null>(null);
  const { data, refetch } = useGetList(
    'events/sessions',
    {
      filter: { 'event.documentId': eventId },
      sort: { field: 'beginsAt', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: !!eventId },
  );
  const [remove, { isPending }] = useDelete();
  const confirmDelete = () => {
    if (!doomed) return;
    remove(
      'events/sessions',
      { id: doomed.id, previousData: doomed },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDoomed(null);
          refetch();
        },
        onError: (error) => {
          setDoomed(null);
          notify((error as Error)?.message ?? 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  };
  const sessions = data ?? [];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${S}.help`)}
      </Typography>
      {canCreate && (
        <TextButton
          label={`${S}.add`}
          variant="outlined"
          onClick={() => navigate('/events/sessions/create', { state: { record: { event: eventId } } })}
          data-testid="session-add"
        />
      )}
      {sessions.length === 0 ? (
        <EmptyState titleKey={`${S}.empty_title`} textKey={`${S}.empty_text`} testId="event-sessions-empty" />
      ) : (
        <ScrollTable>
          <Table size="small" data-testid="event-sessions">
            <TableHead>
              <TableRow>
                {['title', 'beginsAt', 'endsAt', 'location', 'capacity'].map((field) => (
                  <TableCell key={field}>{translate(`${F}.${field}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/events/sessions/${session.id}`}>
                      {session.title}
                    </Link>
                  </TableCell>
                  <TableCell>{formatDateTime(session.beginsAt, locale)}</TableCell>
                  <TableCell>{formatDateTime(session.endsAt, locale)}</TableCell>
                  <TableCell>{session.location ?? ''}</TableCell>
                  <TableCell>{session.capacity ?? translate(`${S}.capacity_none`)}</TableCell>
                  <TableCell>
                    {canDelete && (
                      <TextButton
                        label={`${S}.delete`}
                        color="error"
                        onClick={() => setDoomed({ id: String(session.id), title: String(session.title ?? '') })}
                        data-testid={`session-delete-${session.id}`}
                      />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <Confirm
        isOpen={!!doomed}
        loading={isPending}
        title={translate(`${S}.confirm_title`, { title: doomed?.title ?? '' })}
        content={`${S}.confirm_text`}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      />
    </>
  );
};
