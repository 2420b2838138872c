import { routeTable } from '../../../services/route-table';

// Public: mail clients load the pixel and follow links without a login; the bounce webhook proves itself with
// the shared secret (MAIL_WEBHOOK_SECRET). All three are throttled per client in middlewares/ingestion-limits.ts.
export default {
  routes: routeTable(
    'engagement-tracking',
    {
      'GET /engagement/open/:token.gif': 'open',
      'GET /engagement/click/:token': 'click',
      'POST /engagement/webhooks/bounces': 'bounces',
    },
    { auth: false },
  ),
};
