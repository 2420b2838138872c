import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { Draft, FieldDef, Problem } from './generalSettings';

/** The catalog key of a field: its path with the dots as underscores (pages.bodyValues.fontFamily.label). */
export const fieldKey = (path: string) => path.replace(/\./g, '_');
export const testIdOf = (path: string) => `setting-${path.replace(/\./g, '-')}`;

/** One field of /settings/general, by kind; a problem (the shared rules' or the server's) shows under it. */
export const SettingsField = ({
  field,
  draft,
  problem,
  onChange,
}: {
  field: FieldDef;
  draft: Draft;
  problem?: Problem;
  onChange: (path: string, value: string | boolean) => void;
}) => {
  const translate = useTranslate();
  const { path, kind } = field;
  const label = translate(`app.site_settings.fields.${fieldKey(path)}`);
  const help = translate(`app.site_settings.help.${fieldKey(path)}`, { _: '' });
  if (kind === 'switch')
    return (
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={draft[path] === true}
            onChange={(event) => onChange(path, event.target.checked)}
            slotProps={{ input: { 'data-testid': testIdOf(path) } as Record<string, string> }}
          />
        }
      />
    );
  const message = problem
    ? translate(`app.validation.codes.${problem.code}`, {
        ...problem.params,
        _: translate('app.validation.codes.invalid'),
      })
    : help;
  return (
    <TextField
      fullWidth
      margin="dense"
      size="small"
      label={label}
      value={String(draft[path] ?? '')}
      onChange={(event) => onChange(path, event.target.value)}
      error={!!problem}
      helperText={message || undefined}
      select={kind === 'select'}
      multiline={kind === 'lines' || kind === 'fonts'}
      minRows={kind === 'lines' || kind === 'fonts' ? 2 : undefined}
      type={kind === 'number' ? 'number' : 'text'}
      slotProps={{
        htmlInput: {
          'data-testid': testIdOf(path),
          ...(kind === 'number' ? { min: field.min, max: field.max, step: 1 } : {}),
        },
        input:
          kind === 'color'
            ? {
                startAdornment: (
                  <span
                    aria-hidden
                    style={{
                      width: 18,
                      height: 18,
                      marginRight: 8,
                      borderRadius: 4,
                      border: '1px solid rgba(0,0,0,.2)',
                      background: String(draft[path] ?? ''),
                      flex: 'none',
                    }}
                  />
                ),
              }
            : undefined,
      }}
    >
      {kind === 'select' &&
        (field.options ?? []).map((option) => (
          <MenuItem key={option} value={option}>
            {translate(`app.site_settings.options.${option}`, { _: option })}
          </MenuItem>
        ))}
    </TextField>
  );
};
