import type { Core } from '@strapi/strapi';
import { scheduleState } from '@newsroom/config';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::marketing-content.marketing-content';
const INDEXES: SearchIndex[] = [{ name: 'marketing_contents_name_search_idx', uid: UID, attributes: ['name'] }];

/** Marketing content in the top-bar search: the start of its name; the status is its state now (as the overview). */
export const marketingContentSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'marketingContent',
  action: 'api::marketing-content.marketing-content.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'name', 'active', 'startsAt', 'endsAt'], ids);
    const now = Date.now();
    return byTitle(
      rows.map((row) => ({
        type: 'marketingContent',
        id: row.documentId,
        title: row.name || '',
        status: row.active ? scheduleState(row, now) : 'INACTIVE',
        url: `/marketing/content/${row.documentId}`,
      })),
      limit,
    );
  },
});
