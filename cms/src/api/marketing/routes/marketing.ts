import { routeTable } from '../../../services/route-table';

// The websites ask a zone what to show and send impressions and clicks back (public, throttled per client in
// src/middlewares/ingestion-limits.ts); the console reads the overview and the results (actions
// api::marketing.marketing.<name>, granted to the marketing role in src/bootstrap/roles.ts).
export default {
  routes: [
    ...routeTable(
      'marketing',
      {
        'GET /marketing/zones/:key/content': 'zone',
        'POST /marketing/events': 'events',
      },
      { auth: false },
    ),
    ...routeTable('marketing', {
      'GET /marketing/overview': 'overview',
      'GET /marketing/results': 'results',
    }),
  ],
};
