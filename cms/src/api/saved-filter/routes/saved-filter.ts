import { routeTable } from '../../../services/route-table';

// The signed-in user's own saved filters; every route works on the caller's rows only.
export default {
  routes: routeTable('saved-filter', {
    'GET /saved-filters': 'find',
    'POST /saved-filters': 'create',
    'DELETE /saved-filters/:id': 'delete',
  }),
};
