import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { pushApi } from '@/providers/pushApi';
import { CampaignStatusChip } from '../engagement/campaigns/CampaignStatusChip';
import { PUSH_OVERVIEW_KEY } from './PushCounts';
import { PushFigures } from './campaigns/PushResults';

const COUNTS = ['total', 'sending', 'scheduled', 'completed'] as const;

/** /push's campaigns part: how many by state, their sent/delivered/clicked together, and the latest five. */
export const PushCampaignsOverview = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const { data } = useQuery({ queryKey: PUSH_OVERVIEW_KEY, queryFn: () => pushApi.overview().then((r) => r.data) });
  const t = (key: string) => translate(`app.push_campaigns.overview.${key}`);
  const field = (key: string) => translate(`resources.push/campaigns.fields.${key}`);
  const results = (key: string) => translate(`app.push_campaigns.results.${key}`);
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="push-campaigns-overview">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="h6" component="h2">
            {t('title')}
          </Typography>
          <Link to="/push/campaigns">{t('all')}</Link>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="push-campaign-counts">
          {COUNTS.map((key) => `${t(key)}: ${data?.campaigns?.[key] ?? '–'}`).join(' · ')}
        </Typography>
        <PushFigures results={data?.results} testId="push-overview-results" />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('latest')}
        </Typography>
        {data?.latest?.length ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="push-latest-campaigns">
              <TableHead>
                <TableRow>
                  <TableCell>{field('name')}</TableCell>
                  <TableCell>{field('status')}</TableCell>
                  <TableCell>{field('completedAt')}</TableCell>
                  <TableCell align="right">{results('sent')}</TableCell>
                  <TableCell align="right">{results('delivered')}</TableCell>
                  <TableCell align="right">{results('clicked')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.latest.map((c) => (
                  <TableRow key={c.documentId}>
                    <TableCell>
                      <Link to={`/push/campaigns/${c.documentId}/show`}>{c.name}</Link>
                    </TableCell>
                    <TableCell>
                      <CampaignStatusChip status={c.status} />
                    </TableCell>
                    <TableCell>{c.completedAt ? formatDateTime(c.completedAt, locale) : '—'}</TableCell>
                    <TableCell align="right">{c.sent}</TableCell>
                    <TableCell align="right">{c.delivered}</TableCell>
                    <TableCell align="right">{c.clicked}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : (
          <Typography color="text.secondary">{t('none')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
