import { routeTable } from '../../../services/route-table';

// Staff read a customer's credits; a customer's vacancy admins post and manage its vacancies under
// /api/employer (actions api::vacancy.employer.*, granted to signed-in accounts; the service checks the
// vacancy-admin flag); job boards read live vacancies and send applications without a login (throttled in
// middlewares/ingestion-limits.ts).
export default {
  routes: [
    ...routeTable('vacancy', { 'GET /vacancy-credits/:customer': 'credits' }),
    ...routeTable('employer', {
      'GET /employer/vacancies': 'find',
      'GET /employer/vacancies/:documentId': 'findOne',
      'POST /employer/vacancies': 'create',
      'PUT /employer/vacancies/:documentId': 'update',
      'GET /employer/credits': 'credits',
      'GET /employer/applications': 'applications',
      'POST /employer/applications/:documentId/status': 'moveApplication',
    }),
    ...routeTable(
      'job-board',
      {
        'GET /delivery/vacancies': 'list',
        'GET /delivery/vacancies/:slug': 'item',
        'POST /delivery/vacancies/:slug/applications': 'apply',
      },
      { auth: false },
    ),
  ],
};
