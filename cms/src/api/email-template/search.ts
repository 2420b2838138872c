import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import type { SearchIndex } from '../search/services/prefix';
import { prefixSearchProvider } from '../search/services/prefix-provider';

const UID = 'api::email-template.email-template';
const INDEXES: SearchIndex[] = [{ name: 'email_templates_name_search_idx', uid: UID, attributes: ['name'] }];

/** E-mail templates in the top-bar search: the start of the name. */
export const emailTemplateSearchProvider = (strapi: Core.Strapi): SearchProvider =>
  prefixSearchProvider(strapi, {
    type: 'emailTemplate',
    action: 'api::email-template.email-template.find',
    uid: UID,
    indexes: INDEXES,
    select: ['name', 'subject'],
    hit: (row) => ({
      title: row.name || '',
      subtitle: row.subject || '',
      url: `/mail/emailtemplates/${row.documentId}`,
    }),
  });
