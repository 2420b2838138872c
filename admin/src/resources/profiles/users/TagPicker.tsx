import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

export interface ProfileTag {
  id: string | number;
  documentId?: string;
  name: string;
  slug?: string;
  kind?: string;
}

export const tagKey = (tag: ProfileTag): string => String(tag.documentId ?? tag.id);

/** Debounced text for server look-ups. */
const useDebounced = (value: string, ms = 300) => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

/**
 * Profile tags to pick, searched on the server by name (GET /api/profile-tags with
 * filters[name][$containsi]), optionally of one kind; grouped by kind when it shows every kind.
 */
export const TagPicker = ({
  value,
  onChange,
  kind,
  label,
  testId,
  disabled,
  helperText,
  error,
}: {
  value: ProfileTag[];
  onChange: (tags: ProfileTag[]) => void;
  kind?: string;
  label: string;
  testId?: string;
  disabled?: boolean;
  helperText?: string;
  error?: boolean;
}) => {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const search = useDebounced(input.trim());
  const { data, isPending } = useGetList<ProfileTag & { id: string }>('profile-tags', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
    filter: { ...(kind ? { kind } : {}), ...(search ? { name_containsi: search } : {}) },
  });
  const kindLabel = (tag: ProfileTag) =>
    translate(`app.users.tag_kinds.${tag.kind ?? 'INTEREST'}`, { _: tag.kind ?? '' });
  const options = [...(data ?? [])].sort((a, b) => (kind ? 0 : String(a.kind).localeCompare(String(b.kind))));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={value}
      loading={isPending}
      filterOptions={(items) => items}
      groupBy={kind ? undefined : kindLabel}
      getOptionLabel={(tag) => tag.name}
      isOptionEqualToValue={(a, b) => tagKey(a) === tagKey(b)}
      onChange={(_, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        if (reason !== 'reset') setInput(text);
      }}
      noOptionsText={translate('app.users.tags.no_options')}
      loadingText={translate('app.loading')}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={kind ? tag.name : `${tag.name} · ${kindLabel(tag)}`} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={helperText}
          error={error}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
      slotProps={{ listbox: { style: { maxHeight: 200 } } }}
    />
  );
};
