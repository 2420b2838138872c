import { routeTable } from '../../../services/route-table';

// A thread's actions (each its own users-permissions action), and the public routes websites, the reply
// link and the mail provider's inbound webhook use (no login; throttled and capped by
// middlewares/ingestion-limits.ts; the webhook checks the shared secret itself).
export default {
  routes: [
    ...routeTable('form-thread', {
      'GET /form-threads/export': 'export',
      'GET /form-threads/assignees': 'assignees',
      'POST /form-threads/:documentId/status': 'setStatus',
      'POST /form-threads/:documentId/reply': 'reply',
      'GET /form-threads/:documentId/files/:fileId': 'file',
    }),
    ...routeTable(
      'form-public',
      {
        'GET /forms/public/:slug': 'definition',
        'POST /forms/public/:slug/submissions': 'submit',
        'GET /forms/replies/:token': 'replyPage',
        'POST /forms/replies/:token': 'replyPost',
        'POST /forms/inbound': 'inbound',
      },
      { auth: false },
    ),
  ],
};
