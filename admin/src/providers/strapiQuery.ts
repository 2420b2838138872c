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

const filterParts = (filter: Record<string, unknown>, searchFields: string[]): string[] => {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (field === 'q') {
      searchFields.forEach((searchField, i) =>
        parts.push(`filters[$or][${i}][${searchField}][$containsi]=${encode(value)}`),
      );
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => parts.push(`filters[${field}][$in][${i}]=${encode(item)}`));
    } else {
      parts.push(`filters[${field}][$eq]=${encode(value)}`);
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
