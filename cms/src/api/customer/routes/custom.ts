import { routeTable } from '../../../services/route-table';

// Employees of a customer (each route its own users-permissions action), the postcode look-up, and the
// public invitation page's two calls (the e-mailed code is the credential).
export default {
  routes: [
    ...routeTable('customer', {
      'GET /customers/postcode': 'lookupPostcode',
      'GET /customers/:documentId/employees': 'employees',
      'POST /customers/:documentId/employees': 'addEmployee',
      'PUT /customers/:documentId/employees/:profileId': 'updateEmployee',
      'DELETE /customers/:documentId/employees/:profileId': 'removeEmployee',
      'POST /customers/:documentId/employees/:profileId/invite': 'inviteEmployee',
    }),
    ...routeTable(
      'customer',
      {
        'POST /customer-invitations/describe': 'describeInvitation',
        'POST /customer-invitations/accept': 'acceptInvitation',
      },
      { auth: false },
    ),
  ],
};
