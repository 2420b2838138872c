import { routeTable } from '../../../services/route-table';

// Content actions beyond CRUD; each is its own users-permissions action.
export default {
  routes: routeTable('content', {
    'POST /contents/bulk-status': 'bulkStatus',
    'POST /contents/bulk-delete': 'bulkDelete',
    'GET /contents/:documentId/access': 'accessPreview',
  }),
};
