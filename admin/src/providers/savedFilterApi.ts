import type { SavedFilterQuery } from '@newsroom/config';
import { request } from './http';

// ---- Saved filters on every list (SPEC section 3), the signed-in user's own (cms api::saved-filter) ----

export interface SavedFilter {
  id: string;
  name: string;
  resource: string;
  query: SavedFilterQuery;
}

export const savedFilterApi = {
  /** The user's saved filters of one list (resource = the list's route, e.g. sales/invoices). */
  savedFilters: (resource: string) =>
    request<{ data: SavedFilter[] }>(`/api/saved-filters?resource=${encodeURIComponent(resource)}`),
  /** Saving under a name the user already has on this list replaces that filter. */
  savedFilterSave: (resource: string, name: string, query: SavedFilterQuery) =>
    request<{ data: SavedFilter }>('/api/saved-filters', { method: 'POST', body: { data: { resource, name, query } } }),
  savedFilterDelete: (id: string) =>
    request<null>(`/api/saved-filters/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
