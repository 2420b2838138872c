import type { SxProps, Theme } from '@mui/material/styles';
import { AutocompleteInput, ReferenceInput, type AutocompleteInputProps } from 'react-admin';

export interface ReferenceFilterProps {
  /** Where the chosen record's documentId goes, e.g. `tags.documentId` (filters[tags][documentId][$eq]). */
  source: string;
  /** The resource the options come from, e.g. `content/authors`. */
  reference: string;
  /** The label in the filter bar and in the "add filter" menu. */
  label: string;
  optionText?: AutocompleteInputProps['optionText'];
  filterToQuery?: (searchText: string) => Record<string, unknown>;
  sx?: SxProps<Theme>;
}

/** For references whose API searches by `name_containsi` instead of `q` (profile tags, newsletters). */
export const searchByName = (q: string) => (q ? { name_containsi: q } : {});

/**
 * A list filter on a relation: pick one record of `reference` by typing its name. What react-admin's filter
 * form adds to a filter (resource, size, ...) goes on to the ReferenceInput.
 */
export const ReferenceFilter = ({
  label,
  optionText = 'name',
  filterToQuery,
  sx,
  ...reference
}: ReferenceFilterProps) => (
  <ReferenceInput {...reference} label={label}>
    <AutocompleteInput optionText={optionText} label={label} filterToQuery={filterToQuery} sx={sx} />
  </ReferenceInput>
);

/** One row of a relation filter table: the filter goes to `<field>.documentId`. */
export interface RelationFilter extends Omit<ReferenceFilterProps, 'source' | 'label'> {
  key: string;
  field: string;
}

/**
 * A list's relation filters from a table, in its order: each filters on `<field>.documentId` and is
 * labelled with the catalog key `<labels>.<field>` (the list's own field names).
 */
export const relationFilters = (labels: string, relations: readonly RelationFilter[]) =>
  relations.map(({ key, field, ...filter }) => (
    <ReferenceFilter key={key} source={`${field}.documentId`} label={`${labels}.${field}`} {...filter} />
  ));
