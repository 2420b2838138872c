import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPORT_FORMATS, exportColumnsOf, type ExportFormat, type ExportKind } from '@newsroom/config';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { PageTitle } from '@/components/PageTitle';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { exportApi, type ExportDefinition } from '@/providers/exportApi';
import { useMe } from '@/providers/useMe';
import { freshState, kindsFor, queryOf, stateFromSearch, toggleColumn, type BuilderState } from './exportState';
import { FilterSection } from './FilterSection';
import { RECENT_EXPORTS_KEY, RecentExports } from './RecentExports';
import { DEFINITIONS_KEY, SavedExports } from './SavedExports';

/** `/exports`: the export builder (issue #23, docs/exports.md): what, the list's filter, the columns, CSV or XLSX. */
export const ExportBuilderPage = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { me, isPending } = useMe();
  const kinds = useMemo(() => kindsFor(me?.allowedActions ?? []), [me]);
  const { search } = useLocation();
  const [state, setState] = useState<BuilderState | null>(null);
  // The first state once the user's actions are known: the list's link, else the first kind they may export.
  useEffect(() => {
    if (!state && kinds.length) setState(stateFromSearch(search, kinds) ?? freshState(kinds[0]));
  }, [state, kinds, search]);
  const [definition, setDefinition] = useState<ExportDefinition | null>(null);
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (isPending || (!state && kinds.length)) return null;
  if (!state)
    return (
      <Box>
        <PageTitle titleKey="app.exports.title" />
        <EmptyState titleKey="app.exports.nothing_title" textKey="app.exports.nothing_text" />
      </Box>
    );

  const change = (next: Partial<BuilderState>) => {
    setRefusal(null);
    setState({ ...state, ...next });
  };
  const refused = (error: unknown) =>
    setRefusal(error instanceof ApiError ? errorText(error, translate) : translate('app.exports.failed'));

  const start = async () => {
    setBusy(true);
    try {
      await exportApi.start({ kind: state.kind, columns: state.columns, format: state.format, query: queryOf(state) });
      notify('app.exports.started', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: RECENT_EXPORTS_KEY });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    setBusy(true);
    try {
      const saved = await exportApi.save({ name: name.trim(), ...state }, definition?.documentId);
      setDefinition(saved);
      notify('app.exports.saved', { type: 'info', messageArgs: { name: saved.name } });
      await queryClient.invalidateQueries({ queryKey: DEFINITIONS_KEY });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  const use = (chosen: ExportDefinition) => {
    setDefinition(chosen);
    setName(chosen.name);
    setRefusal(null);
    setState({ kind: chosen.kind, filter: chosen.filter ?? {}, columns: chosen.columns, format: chosen.format });
  };

  return (
    <Box>
      <PageTitle titleKey="app.exports.title" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <TextField
                select
                label={translate('app.exports.kind')}
                value={state.kind}
                onChange={(event) => change(freshState(event.target.value as ExportKind))}
                sx={{ maxWidth: 360 }}
                inputProps={{ 'data-testid': 'export-kind' }}
              >
                {kinds.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {translate(`app.exports.kinds.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FilterSection state={state} onChange={(filter) => change({ filter })} />
              <Box>
                <Typography variant="subtitle2">{translate('app.exports.columns')}</Typography>
                <FormGroup
                  sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
                >
                  {exportColumnsOf(state.kind).map((column) => (
                    <FormControlLabel
                      key={column.key}
                      control={
                        <Checkbox
                          checked={state.columns.includes(column.key)}
                          onChange={() => change({ columns: toggleColumn(state, column.key) })}
                          inputProps={{ 'aria-label': column[locale === 'en' ? 'en' : 'nl'] }}
                        />
                      }
                      label={column[locale === 'en' ? 'en' : 'nl']}
                    />
                  ))}
                </FormGroup>
              </Box>
              <RadioGroup
                row
                value={state.format}
                onChange={(event) => change({ format: event.target.value as ExportFormat })}
              >
                {EXPORT_FORMATS.map((format) => (
                  <FormControlLabel
                    key={format}
                    value={format}
                    control={<Radio />}
                    label={translate(`app.exports.format_${format}`)}
                  />
                ))}
              </RadioGroup>
              {refusal && (
                <Alert severity="error" data-testid="export-refusal">
                  {refusal}
                </Alert>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Button
                  variant="contained"
                  onClick={start}
                  disabled={busy || state.columns.length === 0}
                  data-testid="export-start"
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  {translate('app.exports.start')}
                </Button>
                <TextField
                  size="small"
                  label={translate('app.exports.name')}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  inputProps={{ 'data-testid': 'export-name' }}
                />
                <Button onClick={save} disabled={busy || !name.trim()} data-testid="export-save">
                  {translate(definition ? 'app.exports.save_changes' : 'app.exports.save')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
        <Stack spacing={2}>
          <RecentExports />
          <SavedExports onUse={use} />
        </Stack>
      </Box>
    </Box>
  );
};
