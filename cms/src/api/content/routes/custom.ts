// Content actions beyond CRUD; each is its own users-permissions action.
export default {
  routes: [
    { method: 'POST', path: '/contents/bulk-status', handler: 'content.bulkStatus' },
    { method: 'POST', path: '/contents/bulk-delete', handler: 'content.bulkDelete' },
    { method: 'GET', path: '/contents/:documentId/access', handler: 'content.accessPreview' },
  ],
};
