import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::form-thread.form-thread';
const INDEXES: SearchIndex[] = [
  { name: 'form_threads_email_search_idx', uid: UID, attributes: ['email'] },
  { name: 'form_threads_name_search_idx', uid: UID, attributes: ['name'] },
];

/** Form submissions in the top-bar search: the start of the submitter's e-mail address or name. */
export const formThreadSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'formThread',
  action: 'api::form-thread.form-thread.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'email', 'name', 'status'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'formThread',
        id: row.documentId,
        title: row.name || row.email || '',
        subtitle: row.name ? row.email || '' : '',
        status: row.status,
        url: `/forms/threads/${row.documentId}/show`,
      })),
      limit,
    );
  },
});
