import type { FieldFailure } from './validation';

/**
 * Saved filters (SPEC section 3, "Saved filters: a list" on the current user): a named list query
 * (filter, sort, page size) a user keeps per list. Kept on the server, owned by the user.
 */
export const SAVED_FILTER_NAME_MAX = 60;
/** The stored query as JSON, in bytes: a list's filters are small; this keeps one row from holding a document. */
export const SAVED_FILTER_QUERY_MAX_BYTES = 4000;
/** Per user and list. */
export const SAVED_FILTERS_PER_LIST = 20;
/** A list is named by its react-admin resource, which is its route below '/' (e.g. sales/invoices). */
export const SAVED_FILTER_RESOURCE_PATTERN = /^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*){0,3}$/;

export interface SavedFilterQuery {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
  displayedFilters?: Record<string, boolean>;
}

export interface SavedFilterInput {
  resource: string;
  name: string;
  query: SavedFilterQuery;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** Why a saved filter cannot be stored (empty when it can). Codes are the console's catalog keys. */
export const savedFilterFailures = (input: unknown): FieldFailure[] => {
  if (!isPlainObject(input)) return [{ path: ['data'], code: 'required' }];
  const failures: FieldFailure[] = [];
  const { resource, name, query } = input;
  if (typeof resource !== 'string' || !SAVED_FILTER_RESOURCE_PATTERN.test(resource))
    failures.push({ path: ['resource'], code: 'invalid' });
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) failures.push({ path: ['name'], code: 'required' });
  else if (trimmed.length > SAVED_FILTER_NAME_MAX)
    failures.push({ path: ['name'], code: 'maxLength', params: { max: SAVED_FILTER_NAME_MAX } });
  if (!isPlainObject(query) || !isPlainObject(query.filter)) {
    failures.push({ path: ['query'], code: 'invalid' });
    return failures;
  }
  if (byteLength(JSON.stringify(query)) > SAVED_FILTER_QUERY_MAX_BYTES)
    failures.push({ path: ['query'], code: 'tooLarge', params: { max: SAVED_FILTER_QUERY_MAX_BYTES } });
  const { sort, perPage, displayedFilters } = query;
  if (
    sort !== undefined &&
    !(isPlainObject(sort) && typeof sort.field === 'string' && (sort.order === 'ASC' || sort.order === 'DESC'))
  )
    failures.push({ path: ['query', 'sort'], code: 'invalid' });
  if (perPage !== undefined && !(Number.isInteger(perPage) && (perPage as number) >= 1 && (perPage as number) <= 100))
    failures.push({ path: ['query', 'perPage'], code: 'invalid' });
  if (displayedFilters !== undefined && !isPlainObject(displayedFilters))
    failures.push({ path: ['query', 'displayedFilters'], code: 'invalid' });
  return failures;
};
