import { routeTable } from '../../../services/route-table';

// One file, so the order is fixed: the provider's static paths come before GET /payments/:id, which
// would otherwise take /payments/return as an id.
// The provider's side: webhooks, and the built-in test provider's checkout page. No staff login: a
// webhook only names a payment id, whose state is then read from the provider itself.
// Staff read payments (find, findOne); they are made through POST /api/invoices/:id/payment-link.
export default {
  routes: [
    ...routeTable(
      'payment',
      {
        'POST /payments/webhook/:provider': 'webhook',
        'GET /payments/test-checkout/:id': 'testCheckout',
        'POST /payments/test-checkout/:id': 'testCheckoutMark',
        'GET /payments/return': 'returnPage',
      },
      { auth: false },
    ),
    ...routeTable('payment', { 'GET /payments': 'find', 'GET /payments/:id': 'findOne' }),
  ],
};
