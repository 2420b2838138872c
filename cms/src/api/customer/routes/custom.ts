// Employees of a customer (each route its own users-permissions action), the postcode look-up, and the
// public invitation page's two calls (the e-mailed code is the credential).
export default {
  routes: [
    { method: 'GET', path: '/customers/postcode', handler: 'customer.lookupPostcode' },
    { method: 'GET', path: '/customers/:documentId/employees', handler: 'customer.employees' },
    { method: 'POST', path: '/customers/:documentId/employees', handler: 'customer.addEmployee' },
    { method: 'PUT', path: '/customers/:documentId/employees/:profileId', handler: 'customer.updateEmployee' },
    { method: 'DELETE', path: '/customers/:documentId/employees/:profileId', handler: 'customer.removeEmployee' },
    { method: 'POST', path: '/customers/:documentId/employees/:profileId/invite', handler: 'customer.inviteEmployee' },
    {
      method: 'POST',
      path: '/customer-invitations/describe',
      handler: 'customer.describeInvitation',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/customer-invitations/accept',
      handler: 'customer.acceptInvitation',
      config: { auth: false },
    },
  ],
};
