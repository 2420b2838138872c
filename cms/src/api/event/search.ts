import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::event.event';
const INDEXES: SearchIndex[] = [
  { name: 'events_title_search_idx', uid: UID, attributes: ['title'] },
  { name: 'events_location_search_idx', uid: UID, attributes: ['location'] },
  { name: 'events_slug_search_idx', uid: UID, attributes: ['slug'], sqliteIndex: 'events_slug_lower_uq' },
];

const day = (value: unknown) =>
  value ? new Date(String(value)).toLocaleDateString('nl-NL', { timeZone: 'Europe/Amsterdam' }) : '';

/** Events in the top-bar search: the start of the title, the location or the slug. */
export const eventSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'event',
  action: 'api::event.event.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'title', 'location', 'beginsAt'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'event',
        id: row.documentId,
        title: row.title || '',
        subtitle: [day(row.beginsAt), row.location].filter(Boolean).join(' · '),
        url: `/events/${row.documentId}`,
      })),
      limit,
    );
  },
});
