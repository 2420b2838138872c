import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, idsMatching, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::email-template.email-template';
const INDEXES: SearchIndex[] = [{ name: 'email_templates_name_search_idx', uid: UID, attributes: ['name'] }];

/** E-mail templates in the top-bar search: the start of the name. */
export const emailTemplateSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'emailTemplate',
  action: 'api::email-template.email-template.find',
  indexes: INDEXES,
  async search(q, limit) {
    const ids = idsMatching(INDEXES.map((field) => prefixIds(strapi, field, q, limit)));
    const rows = await rowsByIds(strapi, UID, ['documentId', 'name', 'subject'], ids);
    return byTitle(
      rows.map((row) => ({
        type: 'emailTemplate',
        id: row.documentId,
        title: row.name || '',
        subtitle: row.subject || '',
        url: `/mail/emailtemplates/${row.documentId}`,
      })),
      limit,
    );
  },
});
