import { routeTable } from '../../../services/route-table';

// The export builder (docs/exports.md): the caller's saved exports, starting an export as a job, and its file.
export default {
  routes: [
    ...routeTable('export-definition', {
      'GET /export-definitions': 'find',
      'POST /export-definitions': 'create',
      'PUT /export-definitions/:id': 'update',
      'DELETE /export-definitions/:id': 'delete',
    }),
    ...routeTable('export', { 'POST /exports': 'start', 'GET /exports/:id/file': 'file' }),
  ],
};
