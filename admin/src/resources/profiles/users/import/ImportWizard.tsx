import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IMPORT_ACTIONS, IMPORT_MODES, type ImportMode } from '@newsroom/config';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import type { ImportAnalysis, ImportDryRun, ImportPreviewRow } from '@newsroom/config';
import { ApiError } from '@/providers/apiError';
import { useApi } from '@/providers/useMe';
import { saveFile } from '@/providers/http';
import { useProfileCan } from '../permissions';
import {
  duplicateFields,
  fieldNames,
  importIdOfAnalysis,
  initialMapping,
  issueMessage,
  sampleRows,
  type Mapping,
} from './importModel';

const STEPS = ['upload', 'mapping', 'mode', 'preview'] as const;
type StepName = (typeof STEPS)[number];
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PREVIEW_ROWS = 10;

const fieldLabel = (translate: (k: string, o?: Record<string, unknown>) => string, field: string) =>
  translate(`app.users.import.fields.${field.replace('.', '_')}`, { _: field });

/** Step 1: the file goes to the server, which reads format, encoding, delimiter, headers and a sample. */
const UploadStep = ({ onAnalyzed }: { onAnalyzed: (analysis: ImportAnalysis, file: File) => void }) => {
  const api = useApi();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const analyze = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const result = await api.profileImportAnalyze(file);
      onAnalyzed(result.data, file);
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined;
      const message = failure instanceof Error ? failure.message : '';
      setError(
        code ? translate(`app.users.import.codes.${code}`, { _: message }) : message || translate('app.errors.unknown'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="import-upload">
      <Typography sx={{ mb: 2 }}>{translate('app.users.import.upload_text')}</Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void analyze(event.dataTransfer.files?.[0]);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
        }}
      >
        <UploadIcon sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden />
        <Typography sx={{ mb: 2 }}>{translate('app.users.import.drop')}</Typography>
        <Button variant="contained" component="label" disabled={busy}>
          {translate(busy ? 'app.users.import.analyzing' : 'app.users.import.choose')}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            data-testid="import-file"
            onChange={(event) => void analyze(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('app.users.import.formats')}
        </Typography>
      </Box>
      {busy && <LinearProgress sx={{ mt: 2 }} />}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="import-upload-error">
          {error}
        </Alert>
      )}
    </Box>
  );
};

/** Step 2: each column to a field (the suggestion preselected), with example values from the sample. */
const MappingStep = ({
  analysis,
  mapping,
  onChange,
}: {
  analysis: ImportAnalysis;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}) => {
  const translate = useTranslate();
  const fields = fieldNames(analysis);
  const rows = sampleRows(analysis);
  const twice = duplicateFields(mapping);
  const info = [
    analysis.format?.toUpperCase(),
    analysis.encoding,
    analysis.delimiter
      ? translate('app.users.import.delimiter', { delimiter: analysis.delimiter === '\t' ? 'tab' : analysis.delimiter })
      : null,
    typeof analysis.rows === 'number' ? translate('app.users.import.row_count', { smart_count: analysis.rows }) : null,
  ].filter(Boolean);
  return (
    <Box data-testid="import-mapping">
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        {info.map((text) => (
          <Chip key={String(text)} size="small" label={text} />
        ))}
      </Stack>
      <Typography sx={{ mb: 2 }}>{translate('app.users.import.mapping_text')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.users.import.column')}</TableCell>
            <TableCell>{translate('app.users.import.examples')}</TableCell>
            <TableCell sx={{ width: 280 }}>{translate('app.users.import.field')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {analysis.headers.map((header, column) => {
            const examples = rows
              .slice(0, 3)
              .map((row) => row.cells[column] ?? '')
              .filter((cell) => cell.trim() !== '');
            const value = mapping[column] ?? '';
            return (
              <TableRow key={`${column}-${header}`} data-testid={`mapping-row-${column}`}>
                <TableCell sx={{ fontWeight: 600 }}>
                  {header || translate('app.users.import.unnamed', { number: column + 1 })}
                </TableCell>
                <TableCell
                  sx={{
                    color: 'text.secondary',
                    maxWidth: 320,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {examples.join(' · ') || '-'}
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={value}
                    label={translate('app.users.import.field')}
                    error={!!value && twice.includes(value)}
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                    onChange={(event) => {
                      const next = [...mapping];
                      next[column] = event.target.value || null;
                      onChange(next);
                    }}
                    inputProps={{
                      'data-testid': `mapping-select-${column}`,
                      'aria-label': `${translate('app.users.import.field')}: ${header}`,
                    }}
                  >
                    <MenuItem value="">
                      <em>{translate('app.users.import.ignore')}</em>
                    </MenuItem>
                    {fields.map((field) => (
                      <MenuItem key={field} value={field} disabled={field !== value && mapping.includes(field)}>
                        {fieldLabel(translate, field)}
                        {field === 'email' ? ' *' : ''}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {!mapping.includes('email') && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="import-email-missing">
          {translate('app.users.import.email_required')}
        </Alert>
      )}
      {twice.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.users.import.mapped_twice', {
            fields: twice.map((f) => fieldLabel(translate, f)).join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
};

/** Step 3: what happens with a row whose e-mail address already has a profile. */
const ModeStep = ({ mode, onChange }: { mode: ImportMode; onChange: (mode: ImportMode) => void }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="import-mode">
      <Typography sx={{ mb: 2 }}>{translate('app.users.import.mode_text')}</Typography>
      <RadioGroup
        value={mode}
        onChange={(event) => onChange(event.target.value as ImportMode)}
        aria-label={translate('app.users.import.mode_text')}
      >
        {IMPORT_MODES.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio inputProps={{ 'data-testid': `import-mode-${value}` } as Record<string, string>} />}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            label={
              <Box>
                <Typography>{translate(`app.users.import.modes.${value}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.users.import.modes.${value}_help`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
};

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
const PreviewStep = ({ result, importId }: { result: ImportDryRun; importId: string }) => {
  const api = useApi();
  const translate = useTranslate();
  const can = useProfileCan();
  const [downloading, setDownloading] = useState(false);
  const counts = result.counts ?? {};
  const preview = (result.preview ?? []).slice(0, PREVIEW_ROWS);
  const newTags = result.newTags ?? [];

  const downloadErrors = async () => {
    setDownloading(true);
    try {
      saveFile(await api.profileImportErrors(importId, 'dry-run'), `import-fouten-${importId}.csv`);
    } catch {
      // The API toast says why.
    } finally {
      setDownloading(false);
    }
  };

  const errors = (result.errors ?? []).slice(0, PREVIEW_ROWS);
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
      {errors.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.users.import.no_errors')}
        </Typography>
      ) : (
        <Table size="small" data-testid="errors-table">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.users.import.line')}</TableCell>
              <TableCell>{translate('app.users.import.field')}</TableCell>
              <TableCell>{translate('app.users.import.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((issue, i) => (
              <TableRow key={`${issue.line ?? issue.row ?? i}-${issue.field ?? i}`}>
                <TableCell>{issue.line ?? issue.row ?? ''}</TableCell>
                <TableCell>{issue.field ? fieldLabel(translate, issue.field) : (issue.column ?? '')}</TableCell>
                <TableCell>
                  {issueMessage(issue, translate)}
                  {issue.reason && issue.reason !== issueMessage(issue, translate) && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {issue.reason}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {(counts.error ?? 0) > 0 && can.importErrors && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => void downloadErrors()}
          disabled={downloading}
          data-testid="download-dry-run-errors"
        >
          {translate('app.users.import.download_errors', { smart_count: counts.error })}
        </Button>
      )}
    </Box>
  );
};

/**
 * /users/import: upload → map columns → choose what happens with existing e-mails → dry run
 * preview → run. The run continues in the background on /users/import/{jobId}.
 */
export const ImportWizard = () => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [step, setStep] = useState<StepName>('upload');
  const [analysis, setAnalysis] = useState<ImportAnalysis | null>(null);
  const [fileName, setFileName] = useState('');
  const [mapping, setMapping] = useState<Mapping>([]);
  const [mode, setMode] = useState<ImportMode>('skip');
  const [dryRun, setDryRun] = useState<ImportDryRun | null>(null);
  const [busy, setBusy] = useState(false);
  const index = STEPS.indexOf(step);
  const mappingValid = mapping.includes('email') && duplicateFields(mapping).length === 0;

  const runDry = async () => {
    if (!analysis) return;
    setBusy(true);
    try {
      const result = await api.profileImportDryRun(importIdOfAnalysis(analysis), mapping, mode);
      setDryRun(result.data);
      setStep('preview');
    } catch {
      // The API toast says why (for example a mapping the server refuses).
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!analysis) return;
    const importId = importIdOfAnalysis(analysis);
    const follow = (jobId: unknown) =>
      navigate(`/users/import/${encodeURIComponent(String(jobId))}?import=${encodeURIComponent(importId)}`);
    setBusy(true);
    try {
      const result = await api.profileImportRun(importId, mapping, mode);
      const data = result.data ?? {};
      follow(data.jobId ?? data.job?.documentId);
    } catch (failure) {
      setBusy(false);
      // This upload is already being imported: show that run instead of starting another.
      const running =
        failure instanceof ApiError && failure.code === 'import_running' ? failure.details.jobId : undefined;
      if (running) {
        notify('app.users.import.codes.import_running', { type: 'info' });
        follow(running);
        return;
      }
      const code = failure instanceof ApiError ? failure.code : undefined;
      const message = failure instanceof Error ? failure.message : '';
      notify(code ? translate(`app.users.import.codes.${code}`, { _: message }) : message || 'app.errors.unknown', {
        type: 'error',
      });
    }
  };

  return (
    <Box data-testid="import-wizard" sx={{ mt: 2 }}>
      <PageTitle titleKey="app.users.import.title" />
      <Card>
        <CardContent>
          <Stepper activeStep={index} sx={{ mb: 3 }} alternativeLabel>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{translate(`app.users.import.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {fileName && step !== 'upload' && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.users.import.file', { name: fileName })}
            </Typography>
          )}
          {step === 'upload' && (
            <UploadStep
              onAnalyzed={(result, file) => {
                setAnalysis(result);
                setFileName(result.fileName ?? file.name);
                setMapping(initialMapping(result));
                setDryRun(null);
                setStep('mapping');
              }}
            />
          )}
          {step === 'mapping' && analysis && (
            <MappingStep
              analysis={analysis}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setDryRun(null);
              }}
            />
          )}
          {step === 'mode' && (
            <ModeStep
              mode={mode}
              onChange={(next) => {
                setMode(next);
                setDryRun(null);
              }}
            />
          )}
          {step === 'preview' && dryRun && analysis && (
            <PreviewStep result={dryRun} importId={importIdOfAnalysis(analysis)} />
          )}
          {busy && <LinearProgress sx={{ mt: 2 }} data-testid="import-busy" />}
          <Stack direction="row" spacing={1} sx={{ mt: 3 }} justifyContent="space-between">
            <Stack direction="row" spacing={1}>
              <Button component={Link} to="/users">
                {translate('ra.action.cancel')}
              </Button>
              {index > 0 && (
                <Button onClick={() => setStep(STEPS[index - 1])} disabled={busy} data-testid="import-back">
                  {translate('ra.action.back')}
                </Button>
              )}
            </Stack>
            {step === 'mapping' && (
              <Button
                variant="contained"
                onClick={() => setStep('mode')}
                disabled={!mappingValid}
                data-testid="import-next"
              >
                {translate('app.users.import.next')}
              </Button>
            )}
            {step === 'mode' && (
              <Button
                variant="contained"
                onClick={() => void runDry()}
                disabled={busy || !mappingValid}
                data-testid="import-dry-run"
              >
                {translate('app.users.import.dry_run')}
              </Button>
            )}
            {step === 'preview' && (
              <Button variant="contained" onClick={() => void start()} disabled={busy} data-testid="import-run">
                {translate('app.users.import.run')}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
