import { routeTable } from '../../../services/route-table';

// Web push (docs/push.md). Websites: the public key, register and remove a browser (no login; throttled per client
// in src/middlewares/ingestion-limits.ts). Staff: a test push to one device and the /push overview (actions
// api::push-subscription.push-subscription.<name>, granted to the marketing role in src/bootstrap/roles.ts).
export default {
  routes: [
    ...routeTable(
      'push',
      {
        'GET /push/public-key': 'publicKey',
        'POST /push/subscriptions': 'register',
        'POST /push/subscriptions/remove': 'remove',
      },
      { auth: false },
    ),
    ...routeTable('push-subscription', {
      'POST /push-subscriptions/:id/test': 'test',
      'GET /push/overview': 'overview',
      'GET /push/campaigns/:id/results': 'campaignResults',
    }),
  ],
};
