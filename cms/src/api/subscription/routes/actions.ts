import { routeTable } from '../../../services/route-table';

// One route (and users-permissions action, api::subscription.subscription.<name>) per action.
export default {
  routes: routeTable('subscription', {
    'POST /subscriptions/:documentId/activate': 'activate',
    'POST /subscriptions/:documentId/activate-now': 'activateNow',
    'POST /subscriptions/:documentId/end': 'end',
  }),
};
