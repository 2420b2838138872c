// Invoice actions, each its own users-permissions action (api::invoice.invoice.<handler>).
const action = (method: 'GET' | 'POST', name: string, handler: string) => ({
  method,
  path: `/invoices/:documentId/${name}`,
  handler: `invoice.${handler}`,
});

export default {
  routes: [
    // Before /invoices/:documentId (route files load in name order), so it is not read as an id.
    { method: 'GET', path: '/invoices/serial-usage', handler: 'invoice.serialUsage' },
    action('POST', 'finalize', 'finalize'),
    action('POST', 'payments', 'payments'),
    action('POST', 'refunds', 'refunds'),
    action('POST', 'credit-notes', 'creditNotes'),
    action('GET', 'pdf', 'pdf'),
    action('GET', 'ubl', 'ubl'),
    action('POST', 'preview-email', 'previewEmail'),
    action('POST', 'send', 'send'),
    action('POST', 'payment-link', 'paymentLink'),
  ],
};
