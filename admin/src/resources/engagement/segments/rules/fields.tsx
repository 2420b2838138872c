import { Autocomplete, MenuItem, TextField } from '@mui/material';

/** Small controlled inputs of the rule builder (the tree is one form value, so these are not react-admin inputs). */

export const ChoiceSelect = <T extends string>({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  choices: { id: T; name: string }[];
  onChange: (value: T) => void;
  testId?: string;
}) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value as T)}
    sx={{ minWidth: 180 }}
    inputProps={{ 'data-testid': testId }}
  >
    {choices.map((choice) => (
      <MenuItem key={choice.id} value={choice.id}>
        {choice.name}
      </MenuItem>
    ))}
  </TextField>
);

/** Several of a fixed set of values. */
export const ChoiceList = <T extends string>({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  value: T[];
  choices: { id: T; name: string }[];
  onChange: (value: T[]) => void;
  testId?: string;
}) => (
  <Autocomplete
    multiple
    size="small"
    sx={{ minWidth: 260, flex: 1 }}
    options={choices}
    value={choices.filter((choice) => value.includes(choice.id))}
    isOptionEqualToValue={(a, b) => a.id === b.id}
    getOptionLabel={(choice) => choice.name}
    onChange={(_, next) => onChange(next.map((choice) => choice.id))}
    renderInput={(params) => (
      <TextField {...params} label={label} inputProps={{ ...params.inputProps, 'data-testid': testId }} />
    )}
  />
);

/** Free text values (cities, sources): typed, Enter adds one. */
export const FreeValues = ({
  label,
  help,
  value,
  onChange,
  testId,
}: {
  label: string;
  help: string;
  value: string[];
  onChange: (value: string[]) => void;
  testId?: string;
}) => (
  <Autocomplete<string, true, false, true>
    multiple
    freeSolo
    size="small"
    sx={{ minWidth: 260, flex: 1 }}
    options={[]}
    value={value}
    onChange={(_, next) => onChange([...new Set(next.map((v) => v.trim()).filter(Boolean))])}
    renderInput={(params) => (
      <TextField
        {...params}
        label={label}
        helperText={help}
        inputProps={{ ...params.inputProps, 'data-testid': testId }}
      />
    )}
  />
);

/** A whole number, or null when empty (when `optional`). */
export const WholeNumber = ({
  label,
  value,
  onChange,
  help,
  testId,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  help?: string;
  testId?: string;
}) => (
  <TextField
    size="small"
    type="number"
    label={label}
    helperText={help}
    value={value ?? ''}
    onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    sx={{ width: 170 }}
    inputProps={{ 'data-testid': testId, step: 1 }}
  />
);
