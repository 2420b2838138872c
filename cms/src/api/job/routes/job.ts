import { routeTable } from '../../../services/route-table';

// Progress of background jobs for the console (polling) and scripts; each route is its own action.
export default {
  routes: routeTable('job', { 'GET /jobs': 'find', 'GET /jobs/:id': 'findOne' }),
};
