import { routeTable } from '../../../services/route-table';

// The file manager (/files): one folder's listing, folders, files and uploads. Each route is its own action.
export default {
  routes: routeTable('file-manager', {
    'GET /file-manager/list': 'list',
    'POST /file-manager/folders': 'createFolder',
    'PUT /file-manager/folders': 'updateFolder',
    'DELETE /file-manager/folders': 'deleteFolder',
    'PUT /file-manager/files/:id': 'updateFile',
    'DELETE /file-manager/files/:id': 'deleteFile',
    'POST /file-manager/upload': 'upload',
  }),
};
