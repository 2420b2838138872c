// The provider's side: webhooks, and the built-in test provider's checkout page. No staff login: a
// webhook only names a payment id, whose state is then read from the provider itself.
export default {
  routes: [
    { method: 'POST', path: '/payments/webhook/:provider', handler: 'payment.webhook', config: { auth: false } },
    { method: 'GET', path: '/payments/test-checkout/:id', handler: 'payment.testCheckout', config: { auth: false } },
    { method: 'POST', path: '/payments/test-checkout/:id', handler: 'payment.testCheckoutMark', config: { auth: false } },
    { method: 'GET', path: '/payments/return', handler: 'payment.returnPage', config: { auth: false } },
  ],
};
