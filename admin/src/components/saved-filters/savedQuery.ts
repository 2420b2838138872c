import type { SavedFilterQuery } from '@newsroom/config';

/** Keys in a fixed order, so two queries compare by content and not by how they were built. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
};

/** The list's state as saved: filter, sort and page size (which filters are shown rides along). */
export const queryOfList = (list: {
  filterValues: Record<string, unknown>;
  displayedFilters: Record<string, boolean>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
}): SavedFilterQuery => ({
  filter: list.filterValues ?? {},
  ...(list.sort?.field ? { sort: { field: list.sort.field, order: list.sort.order } } : {}),
  ...(list.perPage ? { perPage: list.perPage } : {}),
  ...(list.displayedFilters && Object.keys(list.displayedFilters).length
    ? { displayedFilters: list.displayedFilters }
    : {}),
});

/** Whether the list shows what a saved filter holds (which filters are displayed does not count). */
export const sameQuery = (a: SavedFilterQuery, b: SavedFilterQuery): boolean =>
  JSON.stringify(canonical([a.filter, a.sort ?? null, a.perPage ?? null])) ===
  JSON.stringify(canonical([b.filter, b.sort ?? null, b.perPage ?? null]));
