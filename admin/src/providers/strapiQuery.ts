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
  populate?: Populate;
}

/**
 * What to populate: '*', a list of fields, or Strapi's object form for components inside components,
 * e.g. {addresses: true, cv: {populate: '*'}} is populate[addresses]=true&populate[cv][populate]=*.
 */
export type Populate = string | string[] | { [field: string]: true | string | { populate: Populate } };

/**
 * Operators a filter name may end with: `publicationDate_gte` is filters[publicationDate][$gte],
 * `name_containsi` is filters[name][$containsi] (the look-ups of autocompletes).
 */
const RANGE_SUFFIXES = ['gte', 'lte', 'gt', 'lt', 'containsi'] as const;

/**
 * "Since" choices (SPEC section 9 created-since: 10 minutes, 1 hour, 1, 3, 5, 7, 14 days, 1 month): a
 * filter `createdAt_since: '1h'` becomes filters[createdAt][$gte]=<now minus one hour>, computed when
 * the query is built, so a list that refetches later still means "the last hour".
 */
export const SINCE_CHOICES = ['10m', '1h', '1d', '3d', '5d', '7d', '14d', '1M'] as const;
export type SinceChoice = (typeof SINCE_CHOICES)[number];

export const sinceToIso = (choice: unknown, now: Date = new Date()): string | undefined => {
  const match = /^(\d+)([mhdM])$/.exec(String(choice ?? ''));
  if (!match) return undefined;
  const amount = Number(match[1]);
  const at = new Date(now.getTime());
  if (match[2] === 'm') at.setTime(at.getTime() - amount * 60_000);
  else if (match[2] === 'h') at.setTime(at.getTime() - amount * 3_600_000);
  else if (match[2] === 'd') at.setTime(at.getTime() - amount * 86_400_000);
  else at.setMonth(at.getMonth() - amount);
  return at.toISOString();
};

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
    if (field.endsWith('_since')) {
      const since = sinceToIso(value);
      if (since) parts.push(`filters${fieldPath(field.slice(0, -'_since'.length))}[$gte]=${encode(since)}`);
      continue;
    }
    const range = rangeOf(field);
    if (range) {
      parts.push(`filters${fieldPath(range.name)}[$${range.operator}]=${encode(value)}`);
      continue;
    }
    if (field === 'q') {
      searchFields.forEach((searchField, i) =>
        // A relation's field (customer.displayName) is a nested path, like a filter on it.
        parts.push(`filters[$or][${i}]${fieldPath(searchField)}[$containsi]=${encode(value)}`),
      );
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => parts.push(`filters${fieldPath(field)}[$in][${i}]=${encode(item)}`));
    } else {
      parts.push(`filters${fieldPath(field)}[$eq]=${encode(value)}`);
    }
  }
  return parts;
};

const populateObjectParts = (prefix: string, populate: Populate): string[] => {
  if (typeof populate === 'string') return [`${prefix}=${encode(populate)}`];
  if (Array.isArray(populate)) return populate.map((field, i) => `${prefix}[${i}]=${encode(field)}`);
  return Object.entries(populate).flatMap(([field, inner]) => {
    if (inner === true) return [`${prefix}[${field}]=true`];
    if (typeof inner === 'string') return [`${prefix}[${field}][populate]=${encode(inner)}`];
    return populateObjectParts(`${prefix}[${field}][populate]`, inner.populate);
  });
};

export const populateParts = (populate?: Populate): string[] => {
  if (!populate) return [];
  return populateObjectParts('populate', populate);
};

export const buildListQuery = (input: ListQueryInput): string => {
  const parts: string[] = [];
  if (input.page !== undefined) parts.push(`pagination[page]=${input.page}`);
  if (input.perPage !== undefined) parts.push(`pagination[pageSize]=${input.perPage}`);
  if (input.sortField)
    parts.push(`sort[0]=${encode(`${input.sortField}:${String(input.sortOrder ?? 'ASC').toLowerCase()}`)}`);
  parts.push(...filterParts(input.filter ?? {}, input.searchFields ?? []));
  parts.push(...populateParts(input.populate));
  return parts.join('&');
};

export const withQuery = (path: string, query: string): string => (query ? `${path}?${query}` : path);
