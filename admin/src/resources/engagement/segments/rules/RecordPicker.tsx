import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetMany, useTranslate } from 'react-admin';

type Option = { id: string; name: string };

/**
 * Chooses records of an API by name (documentIds kept): the first 50 whose name contains what is typed, and
 * the chosen ones read back by id so their names show even when they are not among the matches.
 */
export const RecordPicker = ({
  resource,
  label,
  value,
  onChange,
  filter = {},
  multiple = true,
  testId,
}: {
  /** The API path below /api (the data provider maps it to itself), e.g. 'profile-tags'. */
  resource: string;
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  filter?: Record<string, unknown>;
  multiple?: boolean;
  testId?: string;
}) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const { data: found = [], isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
    filter: { ...filter, ...(typed ? { name_containsi: typed } : {}) },
  });
  const { data: chosen = [] } = useGetMany(resource, { ids: value }, { enabled: value.length > 0 });
  const byId = new Map<string, Option>();
  for (const record of [...chosen, ...found])
    byId.set(String(record.id), { id: String(record.id), name: String(record.name ?? record.id) });
  const options = [...byId.values()];
  const selected = value.map((id) => byId.get(id) ?? { id, name: id });
  return (
    <Autocomplete<Option, boolean>
      multiple={multiple}
      size="small"
      sx={{ minWidth: 260, flex: 1 }}
      options={options}
      loading={isPending}
      value={multiple ? selected : (selected[0] ?? null)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => option.name}
      filterOptions={(list) => list}
      noOptionsText={translate('app.segments.inputs.no_options')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_, next) => {
        const list = (Array.isArray(next) ? next : next ? [next] : []) as Option[];
        onChange(list.map((option) => option.id));
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} inputProps={{ ...params.inputProps, 'data-testid': testId }} />
      )}
    />
  );
};
