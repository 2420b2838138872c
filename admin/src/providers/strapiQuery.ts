// Strapi's qs parser reads raw brackets; only values are encoded (':' and ',' kept readable).
const encode = (value: unknown): string =>
  encodeURIComponent(String(value)).replace(/%3A/gi, ':').replace(/%2C/gi, ',');

export interface ListQueryInput {
  page?: number;
  perPage?: number;
  sortField?: string;
  sortOrder?: 'ASC' | 'DESC' | string;
  filter?: Record<string, unknown>;
  /** Fields the free-text filter `q` searches (case-insensitive contains, OR-ed). */
  searchFields?: string[];
  populate?: string | string[];
}

/** Range operators a filter name may end with: `publicationDate_gte` is filters[publicationDate][$gte]. */
const RANGE_SUFFIXES = ['gte', 'lte', 'gt', 'lt'] as const;

/** `authors.documentId` is filters[authors][documentId]: a filter on a relation's field. */
const fieldPath = (field: string): string =>
  field
    .split('.')
    .map((part) => `[${part}]`)
    .join('');

const rangeOf = (field: string): { name: string; operator: string } | undefined => {
  const suffix = RANGE_SUFFIXES.find((op) => field.endsWith(`_${op}`));
  return suffix ? { name: field.slice(0, -(suffix.length + 1)), operator: suffix } : undefined;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const filterParts = (filter: Record<string, unknown>, searchFields: string[]): string[] => {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    // react-admin filter forms nest dotted sources: {authors: {documentId: 'x'}}.
    if (isPlainObject(value)) {
      const flat = Object.fromEntries(Object.entries(value).map(([key, inner]) => [`${field}.${key}`, inner]));
      parts.push(...filterParts(flat, searchFields));
      continue;
    }
    const range = rangeOf(field);
    if (range) {
      parts.push(`filters${fieldPath(range.name)}[$${range.operator}]=${encode(value)}`);
      continue;
    }
    if (field === 'q') {
      searchFields.forEach((searchField, i) =>
        parts.push(`filters[$or][${i}][${searchField}][$containsi]=${encode(value)}`),
      );
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => parts.push(`filters${fieldPath(field)}[$in][${i}]=${encode(item)}`));
    } else {
      parts.push(`filters${fieldPath(field)}[$eq]=${encode(value)}`);
    }
  }
  return parts;
};

export const populateParts = (populate?: string | string[]): string[] => {
  if (!populate) return [];
  if (typeof populate === 'string') return [`populate=${encode(populate)}`];
  return populate.map((field, i) => `populate[${i}]=${encode(field)}`);
};

export const buildListQuery = (input: ListQueryInput): string => {
  const parts: string[] = [];
  if (input.page !== undefined) parts.push(`pagination[page]=${input.page}`);
  if (input.perPage !== undefined) parts.push(`pagination[pageSize]=${input.perPage}`);
  if (input.sortField) parts.push(`sort[0]=${encode(`${input.sortField}:${String(input.sortOrder ?? 'ASC').toLowerCase()}`)}`);
  parts.push(...filterParts(input.filter ?? {}, input.searchFields ?? []));
  parts.push(...populateParts(input.populate));
  return parts.join('&');
};

export const withQuery = (path: string, query: string): string => (query ? `${path}?${query}` : path);
