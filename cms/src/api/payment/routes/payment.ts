// One file, so the order is fixed: the provider's static paths come before GET /payments/:id, which
// would otherwise take /payments/return as an id.
// The provider's side: webhooks, and the built-in test provider's checkout page. No staff login: a
// webhook only names a payment id, whose state is then read from the provider itself.
// Staff read payments (find, findOne); they are made through POST /api/invoices/:id/payment-link.
export default {
  routes: [
    { method: 'POST', path: '/payments/webhook/:provider', handler: 'payment.webhook', config: { auth: false } },
    { method: 'GET', path: '/payments/test-checkout/:id', handler: 'payment.testCheckout', config: { auth: false } },
    {
      method: 'POST',
      path: '/payments/test-checkout/:id',
      handler: 'payment.testCheckoutMark',
      config: { auth: false },
    },
    { method: 'GET', path: '/payments/return', handler: 'payment.returnPage', config: { auth: false } },
    { method: 'GET', path: '/payments', handler: 'payment.find' },
    { method: 'GET', path: '/payments/:id', handler: 'payment.findOne' },
  ],
};
