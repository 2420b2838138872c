import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAIL_LIST_MEMBER_STATUSES, type MailListMemberStatus } from '@newsroom/config';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { usePermitted } from '@/components/usePermitted';
import { useApi } from '@/providers/useMe';
import { AddMembersMenu } from './AddMembersMenu';
import { MembersTable } from './MembersTable';

const PAGE_SIZES = [25, 50, 100];

/** The list's members: searched, filtered by status and paged on the server; added and removed here. */
export const MembersPanel = () => {
  const record = useRecordContext();
  const listId = String(record?.id ?? '');
  const api = useApi();
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const canRead = usePermitted('members');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<MailListMemberStatus | ''>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  // Search as the user stops typing, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const members = useQuery({
    queryKey: ['mail-list-members', listId, q, status, page, pageSize],
    queryFn: () => api.mailListMembers(listId, { page, pageSize, q, status }),
    enabled: !!listId && canRead,
    placeholderData: keepPreviousData,
    retry: false,
  });
  /** After a change: the members again, and the list's count on the page. */
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ['mail-list-members', listId] });
    refresh();
  };
  if (!record || !canRead) return null;
  const total = members.data?.meta.pagination.total ?? 0;
  const filtered = !!q || !!status;

  return (
    <Card variant="outlined" data-testid="mail-list-members">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('app.mailLists.members.title')}
          </Typography>
          <AddMembersMenu listId={listId} onChanged={changed} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
          <TextField
            size="small"
            label={translate('app.mailLists.members.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            inputProps={{ 'data-testid': 'members-search' }}
          />
          <TextField
            select
            size="small"
            sx={{ minWidth: 180 }}
            label={translate('app.mailLists.members.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MailListMemberStatus | '');
              setPage(1);
            }}
          >
            <MenuItem value="">{translate('app.mailLists.members.all_statuses')}</MenuItem>
            {MAIL_LIST_MEMBER_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`app.mailLists.members.statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {members.isFetching && <LinearProgress />}
        {members.isError && <Alert severity="error">{translate('app.mailLists.members.load_failed')}</Alert>}
        {members.data && total === 0 && (
          <EmptyState
            titleKey={filtered ? 'app.mailLists.members.no_match' : 'app.mailLists.members.empty_title'}
            textKey={filtered ? undefined : 'app.mailLists.members.empty_text'}
            testId={filtered ? 'members-no-match' : 'members-empty'}
          />
        )}
        {members.data && total > 0 && (
          <>
            <MembersTable listId={listId} members={members.data.data} onChanged={changed} />
            <TablePagination
              component="div"
              // On a phone the page size and the range wrap instead of leaving the card.
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
              count={total}
              page={page - 1}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZES}
              onPageChange={(_, next) => setPage(next + 1)}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};
