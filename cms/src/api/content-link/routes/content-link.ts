import { routeTable } from '../../../services/route-table';

// Preview and share links (SPEC section 9); each route is its own users-permissions action.
export default {
  routes: routeTable('content-link', {
    'GET /contents/:documentId/links': 'find',
    'POST /contents/:documentId/links': 'create',
    'DELETE /content-links/:id': 'revoke',
  }),
};
