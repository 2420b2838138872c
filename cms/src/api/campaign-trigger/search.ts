import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::campaign-trigger.campaign-trigger';
const NAME: SearchIndex = { name: 'campaign_triggers_name_search_idx', uid: UID, attributes: ['name'] };

/** Campaign triggers in the top-bar search: the start of the name, with the schedule. */
export const campaignTriggerSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'campaignTrigger',
  action: 'api::campaign-trigger.campaign-trigger.find',
  indexes: [NAME],
  async search(q, limit) {
    const rows = await rowsByIds(strapi, UID, ['documentId', 'name', 'cron'], prefixIds(strapi, NAME, q, limit));
    return byTitle(
      rows.map((row) => ({
        type: 'campaignTrigger',
        id: row.documentId,
        title: row.name,
        subtitle: row.cron, // the console's language is not known here; the screen says it in words
        url: `/mail/triggers/${row.documentId}/show`,
      })),
      limit,
    );
  },
});
