import { routeTable } from '../../../services/route-table';

// Its own users-permissions action (api::magazine-sync.magazine-sync.retry): administrators only.
export default {
  routes: routeTable('magazine-sync', {
    'POST /magazine-syncs/:documentId/retry': 'retry',
  }),
};
