import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SOCIAL_NETWORKS, SOCIAL_SHARE_RESULTS, type SocialNetwork, type SocialShareResult } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { useApi } from '@/providers/useMe';

/** Every recorded share, newest first: who, when, network, item, text and result; filtered by network and result. */
export const ShareHistory = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const api = useApi();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const [network, setNetwork] = useState<SocialNetwork | ''>('');
  const [result, setResult] = useState<SocialShareResult | ''>('');
  const query = useQuery({
    queryKey: ['social-shares', 'list', page, perPage, network, result],
    queryFn: () => api.socialShares({ page: page + 1, perPage, network, result }),
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.pagination.total ?? 0;
  const filter = (label: string, value: string, values: readonly string[], set: (v: string) => void, id: string) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => {
        set(event.target.value);
        setPage(0);
      }}
      sx={{ width: { xs: '100%', sm: 220 } }}
      slotProps={{ htmlInput: { 'data-testid': id } }}
    >
      <MenuItem value="">{translate('app.site_settings.social.all')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {translate(
            id === 'share-filter-network'
              ? `app.site_settings.social.networks.${v}`
              : `app.site_settings.social.results.${v}`,
          )}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Card data-testid="social-history">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.site_settings.social.history_title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {filter(
            'app.site_settings.social.network',
            network,
            SOCIAL_NETWORKS,
            (v) => setNetwork(v as SocialNetwork),
            'share-filter-network',
          )}
          {filter(
            'app.site_settings.social.result',
            result,
            SOCIAL_SHARE_RESULTS,
            (v) => setResult(v as SocialShareResult),
            'share-filter-result',
          )}
        </Box>
        {query.isPending && <LinearProgress />}
        {!query.isPending && rows.length === 0 ? (
          <Typography color="text.secondary" data-testid="share-history-empty">
            {translate(
              network || result
                ? 'app.site_settings.social.history_no_match'
                : 'app.site_settings.social.history_empty',
            )}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['when', 'network', 'item', 'text', 'result', 'by'].map((key) => (
                    <TableCell key={key}>{translate(`app.site_settings.social.columns.${key}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.documentId} data-testid="share-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt, locale)}</TableCell>
                    <TableCell>{translate(`app.site_settings.social.networks.${row.network}`)}</TableCell>
                    <TableCell>{row.contentTitle}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>{row.text}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={row.result === 'sent' ? 'success' : 'error'}
                        label={translate(`app.site_settings.social.results.${row.result}`)}
                        title={row.error ?? undefined}
                      />
                    </TableCell>
                    <TableCell>{row.sharedBy}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[10, 25, 50]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      </CardContent>
    </Card>
  );
};
