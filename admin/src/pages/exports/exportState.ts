import { EXPORT_KIND_NAMES, EXPORT_KINDS, exportColumnsOf, type ExportFormat, type ExportKind } from '@newsroom/config';
import { resourceEntry } from '@/registry/resources';
import { buildListQuery } from '@/providers/strapiQuery';

/** What the builder holds: the kind, the list's filter values (as the list and saved filters keep them), columns, format. */
export type BuilderState = {
  kind: ExportKind;
  filter: Record<string, unknown>;
  columns: string[];
  format: ExportFormat;
};

/** The kinds a user may export: those whose list they may read. */
export const kindsFor = (allowedActions: readonly string[]): ExportKind[] =>
  EXPORT_KIND_NAMES.filter((kind) => allowedActions.includes(EXPORT_KINDS[kind].permission));

export const allColumns = (kind: ExportKind): string[] => exportColumnsOf(kind).map((column) => column.key);

/** A fresh builder for a kind: every column, CSV, the given filter. */
export const freshState = (kind: ExportKind, filter: Record<string, unknown> = {}): BuilderState => ({
  kind,
  filter,
  columns: allColumns(kind),
  format: 'csv',
});

/** The list's own query (`filters[...]`, its search fields for `q`), as the list sends it to the API. */
export const queryOf = (state: BuilderState): string => {
  const resource = EXPORT_KINDS[state.kind].resource;
  return buildListQuery({
    filter: state.filter,
    searchFields: resource ? resourceEntry(resource)?.searchFields : undefined,
  });
};

/** Reads `?kind=&filter=` (the list's Export button): an unknown kind or a broken filter is ignored. */
export const stateFromSearch = (search: string, kinds: ExportKind[]): BuilderState | null => {
  const params = new URLSearchParams(search);
  const kind = params.get('kind') as ExportKind | null;
  if (!kind || !kinds.includes(kind)) return null;
  let filter: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(params.get('filter') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filter = parsed;
  } catch {
    filter = {};
  }
  return freshState(kind, filter);
};

/** Columns in the kind's order, whatever order they were ticked in. */
export const toggleColumn = (state: BuilderState, key: string): string[] => {
  const chosen = new Set(state.columns);
  if (chosen.has(key)) chosen.delete(key);
  else chosen.add(key);
  return allColumns(state.kind).filter((column) => chosen.has(column));
};
