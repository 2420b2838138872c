import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber } from '@/components/charts/buckets';
import { ScrollTable } from '@/components/ScrollTable';
import type { ResultRow } from '@/providers/marketingApi';

export const formatCtr = (ctr: number | null, locale: string) =>
  ctr === null ? '–' : `${new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB').format(ctr)} %`;

/** One results table (per content, zone or bundle): impressions, clicks and click-through rate. */
export const ResultsTable = ({ kind, rows }: { kind: 'contents' | 'zones' | 'bundles'; rows: ResultRow[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Card data-testid={`marketing-results-${kind}`}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(`app.marketing_overview.results_${kind}`)}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.marketing_overview.results_none')}</Typography>
        ) : (
          <ScrollTable>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.marketing_overview.name')}</TableCell>
                  <TableCell align="right">{translate('app.marketing_overview.impressions')}</TableCell>
                  <TableCell align="right">{translate('app.marketing_overview.clicks')}</TableCell>
                  <TableCell align="right">{translate('app.marketing_overview.ctr')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.documentId}>
                    <TableCell>
                      {row.name ?? translate('app.marketing_overview.removed')}
                      {row.type ? ` · ${translate(`app.marketingContent.types.${row.type}`)}` : ''}
                      {row.key ? ` · ${row.key}` : ''}
                    </TableCell>
                    <TableCell align="right">{formatNumber(row.impressions, locale)}</TableCell>
                    <TableCell align="right">{formatNumber(row.clicks, locale)}</TableCell>
                    <TableCell align="right">{formatCtr(row.ctr, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
};
