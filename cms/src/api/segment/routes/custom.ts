import { routeTable } from '../../../services/route-table';

// The live count of a tree (saved or not), a saved segment's recipients preview and its export; each route
// its own users-permissions action (api::segment.segment.count, .recipients, .export).
export default {
  routes: routeTable('segment', {
    'POST /segments/count': 'count',
    'GET /segments/:id/recipients': 'recipients',
    'GET /segments/:id/export': 'export',
  }),
};
