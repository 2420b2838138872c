import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::segment.segment';
const INDEXES: SearchIndex[] = [{ name: 'segments_name_search_idx', uid: UID, attributes: ['name'] }];

/** Segments in the top-bar search: the start of the name. */
export const segmentSearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'segment',
    action: 'api::segment.segment.find',
    uid: UID,
    indexes: INDEXES,
    select: ['name', 'lastCount'],
    hit: (row) => ({
      title: row.name || '',
      subtitle: row.lastCount === null || row.lastCount === undefined ? '' : String(row.lastCount),
      url: `/mail/segments/${row.documentId}`,
    }),
  });
