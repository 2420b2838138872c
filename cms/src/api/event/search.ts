import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::event.event';
const INDEXES: SearchIndex[] = [
  { name: 'events_title_search_idx', uid: UID, attributes: ['title'] },
  { name: 'events_location_search_idx', uid: UID, attributes: ['location'] },
  { name: 'events_slug_search_idx', uid: UID, attributes: ['slug'], sqliteIndex: 'events_slug_lower_uq' },
];

const day = (value: unknown) =>
  value ? new Date(String(value)).toLocaleDateString('nl-NL', { timeZone: 'Europe/Amsterdam' }) : '';

/** Events in the top-bar search: the start of the title, the location or the slug. */
export const eventSearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'event',
    action: 'api::event.event.find',
    uid: UID,
    indexes: INDEXES,
    select: ['title', 'location', 'beginsAt'],
    hit: (row) => ({
      title: row.title || '',
      subtitle: [day(row.beginsAt), row.location].filter(Boolean).join(' · '),
      url: `/events/${row.documentId}`,
    }),
  });
