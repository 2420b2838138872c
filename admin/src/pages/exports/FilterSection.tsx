import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPORT_KINDS } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { savedFilterApi } from '@/providers/savedFilterApi';
import type { BuilderState } from './exportState';

const valueText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value));

/**
 * The export's filter is its list's: the filter the list had when its Export button was pressed, or one of the
 * list's saved filters; a kind without a list (subscriptions) is filtered by status here.
 */
export const FilterSection = ({
  state,
  onChange,
}: {
  state: BuilderState;
  onChange: (filter: Record<string, unknown>) => void;
}) => {
  const translate = useTranslate();
  const def = EXPORT_KINDS[state.kind];
  const resource = def.resource;
  const { data: saved = [] } = useQuery({
    queryKey: ['saved-filters', resource],
    queryFn: () => savedFilterApi.savedFilters(resource!).then((answer) => answer.data),
    enabled: !!resource,
  });
  const entries = Object.entries(state.filter).filter(([, value]) => value !== undefined && value !== '');
  const without = (key: string) => Object.fromEntries(entries.filter(([other]) => other !== key));

  if (!resource)
    return (
      <TextField
        select
        label={translate('app.exports.status_filter')}
        value={String(state.filter.status ?? '')}
        onChange={(event) => onChange(event.target.value ? { status: event.target.value } : {})}
        sx={{ maxWidth: 320 }}
        inputProps={{ 'data-testid': 'export-status-filter' }}
      >
        <MenuItem value="">{translate('app.exports.all')}</MenuItem>
        {(('statuses' in def ? def.statuses : []) as readonly string[]).map((status) => (
          <MenuItem key={status} value={status}>
            {translate(`app.exports.subscription_status.${status}`, { _: status })}
          </MenuItem>
        ))}
      </TextField>
    );

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('app.exports.filter_title')}</Typography>
      {entries.length === 0 ? (
        <Typography color="text.secondary" data-testid="export-filter-none">
          {translate('app.exports.filter_none')}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="export-filter">
          {entries.map(([key, value]) => (
            <Chip
              key={key}
              label={`${translate(`resources.${resource}.fields.${key}`, { _: key === 'q' ? translate('app.exports.search') : key })}: ${valueText(value)}`}
              onDelete={() => onChange(without(key))}
            />
          ))}
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        {saved.length > 0 && (
          <TextField
            select
            size="small"
            label={translate('app.exports.saved_filter')}
            value=""
            onChange={(event) => {
              const chosen = saved.find((filter) => filter.id === event.target.value);
              if (chosen) onChange(chosen.query.filter ?? {});
            }}
            sx={{ minWidth: 240 }}
          >
            {saved.map((filter) => (
              <MenuItem key={filter.id} value={filter.id}>
                {filter.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button component={Link} to={`/${resource}`} size="small">
          {translate('app.exports.filter_in_list')}
        </Button>
        {entries.length > 0 && (
          <Button size="small" onClick={() => onChange({})}>
            {translate('app.exports.filter_clear')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
