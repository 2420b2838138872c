import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::content.content';
const TITLE: SearchIndex = { name: 'contents_title_search_idx', uid: UID, attributes: ['title'] };

/** Content in the top-bar search: the start of the title, in every language (each language is its own hit). */
export const contentSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'content',
  action: 'api::content.content.find',
  indexes: [TITLE],
  async search(q, limit) {
    const ids = prefixIds(strapi, TITLE, q, limit);
    const rows = await rowsByIds(strapi, UID, ['documentId', 'title', 'type', 'status', 'locale'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'content',
        id: row.documentId,
        title: row.title,
        subtitle: `${row.type} · ${row.status} · ${row.locale}`,
        url: `/content/${row.documentId}${row.locale && row.locale !== 'nl' ? `?locale=${row.locale}` : ''}`,
      })),
      limit,
    );
  },
});
