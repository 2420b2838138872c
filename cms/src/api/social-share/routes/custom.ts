import { routeTable } from '../../../services/route-table';

// Sharing a content item to a network through the configured share provider, and whether one is configured.
export default {
  routes: routeTable('social-share', {
    'GET /social-shares/status': 'status',
    'POST /social-shares/share': 'share',
  }),
};
