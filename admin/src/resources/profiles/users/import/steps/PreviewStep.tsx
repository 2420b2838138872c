import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IMPORT_ACTIONS } from '@newsroom/config';
import { useTranslate } from 'react-admin';
import type { ImportDryRun, ImportPreviewRow } from '@newsroom/config';
import { useProfileCan } from '../../permissions';
import { fieldLabel } from '../importModel';
import { ImportErrorsTable } from '../ImportErrorsTable';
import { useErrorsDownload } from '../useErrorsDownload';

const PREVIEW_ROWS = 10;

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** "Voornaam: Anna; Postcode: 1234 AB → 1234 AC; Tags: Sport (nieuw)" */
const changesText = (row: ImportPreviewRow, translate: (k: string, o?: Record<string, unknown>) => string): string => {
  const changes = row.changes;
  if (!changes) return row.code ? translate(`app.users.import.codes.${row.code}`, { _: row.code }) : '';
  const change = (label: string, { from, to }: { from?: unknown; to?: unknown }) =>
    from === null || from === undefined || from === ''
      ? `${label}: ${shown(to)}`
      : `${label}: ${shown(from)} → ${shown(to)}`;
  const parts = [
    ...Object.entries(changes.fields ?? {}).map(([field, c]) => change(fieldLabel(translate, field), c)),
    ...Object.entries(changes.address ?? {}).map(([field, c]) => change(fieldLabel(translate, `address.${field}`), c)),
  ];
  if (changes.tags?.length) {
    parts.push(
      `${fieldLabel(translate, 'tags')}: ${changes.tags.map((tag) => `${tag.name}${tag.new ? ` (${translate('app.users.import.new_tag')})` : ''}`).join(', ')}`,
    );
  }
  if (changes.newsletters?.length)
    parts.push(`${fieldLabel(translate, 'newsletters')}: ${changes.newsletters.join(', ')}`);
  return parts.join('; ');
};

/** Step 4: the dry run's counts, the first changes and the first refused rows; nothing is stored yet. */
export const PreviewStep = ({ result, importId }: { result: ImportDryRun; importId: string }) => {
  const translate = useTranslate();
  const can = useProfileCan();
  const { download: downloadErrors, downloading } = useErrorsDownload(importId, 'dry-run');
  const counts = result.counts ?? {};
  const preview = (result.preview ?? []).slice(0, PREVIEW_ROWS);
  const newTags = result.newTags ?? [];

  return (
    <Box data-testid="import-preview">
      <Typography sx={{ mb: 2 }}>{translate('app.users.import.preview_text')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 3 }} flexWrap="wrap" useFlexGap>
        {IMPORT_ACTIONS.map((action) => (
          <Card key={action} variant="outlined" sx={{ minWidth: 140 }} data-testid={`count-${action}`}>
            <CardContent>
              <Typography variant="h5" component="p">
                {counts[action] ?? 0}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`app.users.import.counts.${action}`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      {newTags.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="import-new-tags">
          {translate('app.users.import.new_tags', { smart_count: newTags.length })}{' '}
          {newTags
            .map((tag) => `${tag.name} (${translate(`app.users.tag_kinds.${tag.kind}`, { _: tag.kind })})`)
            .join(', ')}
        </Alert>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.users.import.first_changes')}
      </Typography>
      {preview.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.users.import.no_changes')}
        </Typography>
      ) : (
        <Table size="small" sx={{ mb: 3 }} data-testid="preview-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.users.import.line')}</TableCell>
              <TableCell>{translate('resources.users.fields.email')}</TableCell>
              <TableCell>{translate('app.users.import.action')}</TableCell>
              <TableCell>{translate('app.users.import.changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.map((row, i) => (
              <TableRow key={`${row.line ?? row.row ?? i}`}>
                <TableCell>{row.line ?? row.row ?? ''}</TableCell>
                <TableCell>{row.email ?? ''}</TableCell>
                <TableCell>
                  {row.action ? translate(`app.users.import.actions.${row.action}`, { _: row.action }) : ''}
                </TableCell>
                <TableCell>{changesText(row, translate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('app.users.import.first_errors')}
      </Typography>
      <ImportErrorsTable errors={result.errors ?? []} limit={PREVIEW_ROWS} />
      {(counts.error ?? 0) > 0 && can.importErrors && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={downloadErrors}
          disabled={downloading}
          data-testid="download-dry-run-errors"
        >
          {translate('app.users.import.download_errors', { smart_count: counts.error })}
        </Button>
      )}
    </Box>
  );
};
