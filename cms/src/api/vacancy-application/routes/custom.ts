import { routeTable } from '../../../services/route-table';

export default {
  routes: routeTable('vacancy-application', {
    'POST /vacancy-applications/:documentId/status': 'move',
    'GET /vacancy-applications/:documentId/cv': 'cv',
  }),
};
