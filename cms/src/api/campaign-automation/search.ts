import type { Core } from '@strapi/strapi';
import type { SearchProvider } from '../search/services/search';
import { byTitle, prefixIds, rowsByIds, type SearchIndex } from '../search/services/prefix';

const UID = 'api::campaign-automation.campaign-automation';
const NAME: SearchIndex = { name: 'campaign_automations_name_search_idx', uid: UID, attributes: ['name'] };

/** Campaign automations in the top-bar search: the start of the name, with the event it listens to. */
export const campaignAutomationSearchProvider = (strapi: Core.Strapi): SearchProvider => ({
  type: 'campaignAutomation',
  action: 'api::campaign-automation.campaign-automation.find',
  indexes: [NAME],
  async search(q, limit) {
    const rows = await rowsByIds(strapi, UID, ['documentId', 'name', 'event'], prefixIds(strapi, NAME, q, limit));
    return byTitle(
      rows.map((row) => ({
        type: 'campaignAutomation',
        id: row.documentId,
        title: row.name,
        subtitle: row.event, // the console says the event in the user's language
        url: `/mail/triggers/automations/${row.documentId}`,
      })),
      limit,
    );
  },
});
