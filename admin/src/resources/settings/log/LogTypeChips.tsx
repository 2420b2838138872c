import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LOG_TYPES, type LogType } from '@newsroom/config';
import { useInput, useTranslate } from 'react-admin';

/** The type filter: one chip per entry type, in the user's language; several can be on (`type` $in). */
export const LogTypeChips = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const chosen: string[] = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const toggle = (type: LogType) =>
    field.onChange(chosen.includes(type) ? chosen.filter((t) => t !== type) : [...chosen, type]);
  return (
    <Stack
      direction="row"
      flexWrap="wrap"
      gap={0.5}
      sx={{ py: 1, maxWidth: '100%' }}
      role="group"
      aria-label={translate('resources.settings/log.fields.type')}
    >
      {LOG_TYPES.map((type) => {
        const on = chosen.includes(type);
        return (
          <Chip
            key={type}
            size="small"
            label={translate(`app.log.types.${type}`)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            aria-pressed={on}
            onClick={() => toggle(type)}
            data-testid={`log-type-${type}`}
          />
        );
      })}
    </Stack>
  );
};

/** An entry's type as a small chip. */
export const LogTypeChip = ({ type }: { type: string }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" label={translate(`app.log.types.${type}`, { _: type })} />;
};
