import { routeTable } from '../../../services/route-table';

// Statistics of one campaign or of all (one action, api::campaign.statistics.read) and a profile's e-mail
// activity (api::campaign.statistics.mailActivity).
export default {
  routes: routeTable('statistics', {
    'GET /campaigns/:id/statistics': 'read',
    'GET /engagement/statistics': 'read',
    'GET /profiles/:id/mail-activity': 'mailActivity',
  }),
};
