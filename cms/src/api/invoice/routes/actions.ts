// Finalising a draft is its own users-permissions action (api::invoice.invoice.finalize).
export default {
  routes: [{ method: 'POST', path: '/invoices/:documentId/finalize', handler: 'invoice.finalize' }],
};
