// Preview and share links (SPEC section 9); each route is its own users-permissions action.
export default {
  routes: [
    { method: 'GET', path: '/contents/:documentId/links', handler: 'content-link.find' },
    { method: 'POST', path: '/contents/:documentId/links', handler: 'content-link.create' },
    { method: 'DELETE', path: '/content-links/:id', handler: 'content-link.revoke' },
  ],
};
