import { routeTable } from '../../../services/route-table';

// A list's members (each route its own users-permissions action), and the public routes under
// /api/engagement/ that websites and e-mail links use (no login; signed links; throttled by
// middlewares/ingestion-limits.ts).
export default {
  routes: [
    ...routeTable('mail-list', {
      'GET /mail-lists/:id/members': 'members',
      'POST /mail-lists/:id/members': 'addMembers',
      'POST /mail-lists/:id/members/from-segment': 'addFromSegment',
      'POST /mail-lists/:id/members/import': 'importMembers',
      'DELETE /mail-lists/:id/members/:profileId': 'removeMember',
    }),
    ...routeTable(
      'engagement-list',
      {
        'POST /engagement/lists/:slug/subscribe': 'subscribe',
        'GET /engagement/lists/confirm/:token': 'confirm',
        'GET /engagement/unsubscribe/:token': 'unsubscribePage',
        'POST /engagement/unsubscribe/:token': 'unsubscribePost',
      },
      { auth: false },
    ),
  ],
};
