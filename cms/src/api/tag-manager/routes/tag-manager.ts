import { routeTable } from '../../../services/route-table';

// The tag manager (/settings/tags, docs/tags.md): actions api::tag-manager.tag-manager.<name>, administrators only.
export default {
  routes: routeTable('tag-manager', {
    'GET /tag-manager/tags': 'find',
    'GET /tag-manager/limit': 'limit',
    'GET /tag-manager/tags/:family/:documentId/usage': 'usage',
    'PUT /tag-manager/tags/:family/:documentId': 'rename',
    'POST /tag-manager/tags/:family/:documentId/merge': 'merge',
    'DELETE /tag-manager/tags/:family/:documentId': 'remove',
  }),
};
