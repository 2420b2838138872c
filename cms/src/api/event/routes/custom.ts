import { routeTable } from '../../../services/route-table';

// Websites read published events with their programme, sessions, partners and ticket availability without a
// login (throttled in middlewares/ingestion-limits.ts).
export default {
  routes: [
    ...routeTable(
      'delivery',
      { 'GET /delivery/events': 'list', 'GET /delivery/events/:slug': 'item' },
      { auth: false },
    ),
  ],
};
