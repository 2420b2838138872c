import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SYSTEM_EMAIL_LANGUAGES, type SystemEmailLanguage } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { LoadErrorAlert } from '@/components/LoadErrorAlert';
import { PageTitle } from '@/components/PageTitle';
import { ScrollTable } from '@/components/ScrollTable';
import { systemEmailApi, type SystemEmail } from './api';

export const SYSTEM_EMAILS_QUERY = ['system-emails'];
type Filter = 'all' | 'changed' | 'default';

/** A language's state: "Standaard" or "Gewijzigd". */
export const OverrideChip = ({ email, language }: { email: SystemEmail; language: SystemEmailLanguage }) => {
  const translate = useTranslate();
  const changed = !!email.languages[language].override;
  return (
    <Chip
      size="small"
      color={changed ? 'primary' : 'default'}
      variant={changed ? 'filled' : 'outlined'}
      label={`${language.toUpperCase()}: ${translate(changed ? 'app.system_emails.changed' : 'app.system_emails.default')}`}
      data-testid={`state-${email.key}-${language}`}
    />
  );
};

/** `/settings/emails`: every e-mail the product sends, what sends it, and per language default or changed. */
export const SystemEmailList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language: SystemEmailLanguage = locale === 'en' ? 'en' : 'nl';
  const emails = useQuery({ queryKey: SYSTEM_EMAILS_QUERY, queryFn: systemEmailApi.list });
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [descending, setDescending] = useState(false);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);

  const rows = useMemo(() => {
    const words = search.trim().toLowerCase();
    const changed = (email: SystemEmail) => SYSTEM_EMAIL_LANGUAGES.some((l) => !!email.languages[l].override);
    return (emails.data ?? [])
      .filter((email) => !words || `${email.name[language]} ${email.trigger[language]}`.toLowerCase().includes(words))
      .filter((email) => filter === 'all' || (filter === 'changed') === changed(email))
      .sort((a, b) => a.name[language].localeCompare(b.name[language], language) * (descending ? -1 : 1));
  }, [emails.data, search, filter, descending, language]);
  const shown = rows.slice(page * perPage, page * perPage + perPage);

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageTitle titleKey="app.system_emails.title" />
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{translate('app.system_emails.intro')}</Typography>
      {emails.isError && (
        <LoadErrorAlert
          textKey="app.system_emails.load_failed"
          retryKey="app.system_emails.retry"
          onRetry={() => void emails.refetch()}
          testId="system-emails-load-error"
        />
      )}
      <Card>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField
            size="small"
            label={translate('app.system_emails.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
            inputProps={{ 'data-testid': 'system-emails-search' }}
          />
          <TextField
            select
            size="small"
            label={translate('app.system_emails.filter')}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
            SelectProps={{ SelectDisplayProps: { 'data-testid': 'system-emails-filter' } as object }}
          >
            {(['all', 'changed', 'default'] as const).map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`app.system_emails.filter_${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {emails.data && rows.length === 0 ? (
          <EmptyState titleKey="app.system_emails.empty_title" textKey="app.system_emails.empty_text" />
        ) : (
          <ScrollTable>
            <Table size="small" data-testid="system-emails-table">
              <TableHead>
                <TableRow>
                  <TableCell sortDirection={descending ? 'desc' : 'asc'}>
                    <TableSortLabel
                      active
                      direction={descending ? 'desc' : 'asc'}
                      onClick={() => setDescending(!descending)}
                    >
                      {translate('app.system_emails.name')}
                    </TableSortLabel>
                  </TableCell>
                  <TableCell>{translate('app.system_emails.trigger')}</TableCell>
                  <TableCell>{translate('app.system_emails.languages')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((email) => (
                  <TableRow key={email.key} hover data-testid={`system-email-${email.key}`}>
                    <TableCell>
                      <Link to={`/settings/emails/${email.key}`}>{email.name[language]}</Link>
                    </TableCell>
                    <TableCell>{email.trigger[language]}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                        {SYSTEM_EMAIL_LANGUAGES.map((l) => (
                          <OverrideChip key={l} email={email} language={l} />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('app.system_emails.per_page')}
        />
      </Card>
    </Box>
  );
};
