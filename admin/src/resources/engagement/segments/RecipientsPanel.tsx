import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SEGMENT_RECIPIENTS_TABLE_MAX } from '@newsroom/config';
import { segmentApi } from '@/providers/segmentApi';
import { formatCount } from './LiveCount';
import { apiUrl } from '@/providers/apiBase';

/**
 * A saved segment's recipients as they are now: the first 250 (SPEC 9), the hits up to 10,000 (a send still
 * reaches everyone), and the export of all of them.
 */
export const RecipientsPanel = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.segments.recipients.${key}`, options);
  const id = record?.id ? String(record.id) : null;
  // Read again after every save (updatedAt changes), so the table follows the stored rules.
  const { data, isPending, isError } = useQuery({
    queryKey: ['segment-recipients', id, record?.updatedAt],
    queryFn: () => segmentApi.recipients(id as string).then((answer) => answer.data),
    enabled: !!id,
  });
  if (!id) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2, maxWidth: 960 }} data-testid="segment-recipients">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {t('title')}
          </Typography>
          <Button component="a" href={apiUrl(segmentApi.exportUrl(id, 'csv'))} download startIcon={<DownloadIcon />}>
            {t('export_csv')}
          </Button>
          <Button component="a" href={apiUrl(segmentApi.exportUrl(id, 'xlsx'))} download startIcon={<DownloadIcon />}>
            {t('export_xlsx')}
          </Button>
        </Stack>
        {isPending && <Typography variant="body2">{translate('app.segments.count.counting')}</Typography>}
        {isError && <Alert severity="error">{translate('app.errors.codes.request_failed', { _: 'Error' })}</Alert>}
        {data && (
          <>
            <Typography variant="body2" data-testid="segment-hits" sx={{ mb: 1 }}>
              {data.capped
                ? t('hits_capped', { hits: formatCount(data.hits, locale) })
                : t('hits', { hits: formatCount(data.hits, locale) })}
              {data.hits > SEGMENT_RECIPIENTS_TABLE_MAX && ` ${t('shown', { shown: SEGMENT_RECIPIENTS_TABLE_MAX })}`}
            </Typography>
            {data.rows.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('empty')}
              </Typography>
            ) : (
              // A phone scrolls the table inside the card, not the page.
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('email')}</TableCell>
                      <TableCell>{t('name')}</TableCell>
                      <TableCell>{t('type')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.rows.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell>
                          <Link to={`/users/${row.id}`}>{row.email}</Link>
                        </TableCell>
                        <TableCell>{[row.firstName, row.lastName].filter(Boolean).join(' ')}</TableCell>
                        <TableCell>
                          {row.type ? translate(`app.profile_types.${row.type}`, { _: row.type }) : ''}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};
