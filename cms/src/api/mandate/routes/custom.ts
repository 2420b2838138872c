import { routeTable } from '../../../services/route-table';

// A mandate's actions, each its own users-permissions action (api::mandate.mandate.<handler>).
export default {
  routes: routeTable('mandate', {
    'POST /mandates/:documentId/revoke': 'revoke',
    'GET /mandates/:documentId/pdf': 'pdf',
  }),
};
