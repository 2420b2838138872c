import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::form-thread.form-thread';
const INDEXES: SearchIndex[] = [
  { name: 'form_threads_email_search_idx', uid: UID, attributes: ['email'] },
  { name: 'form_threads_name_search_idx', uid: UID, attributes: ['name'] },
];

/** Form submissions in the top-bar search: the start of the submitter's e-mail address or name. */
export const formThreadSearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'formThread',
    action: 'api::form-thread.form-thread.find',
    uid: UID,
    indexes: INDEXES,
    select: ['email', 'name', 'status'],
    hit: (row) => ({
      title: row.name || row.email || '',
      subtitle: row.name ? row.email || '' : '',
      status: row.status,
      url: `/forms/threads/${row.documentId}/show`,
    }),
  });
