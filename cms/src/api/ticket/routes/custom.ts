import { routeTable } from '../../../services/route-table';

// Route files load in name order: this one before ticket.ts, so /tickets/guest-list is not read as an id.
export default {
  routes: routeTable('ticket', {
    'POST /tickets/scan': 'scan',
    'GET /tickets/check-in/:event': 'checkIn',
    'GET /tickets/door-key/:event': 'doorKey',
    'GET /tickets/guest-list': 'guestList',
    'GET /tickets/order/:order/pdf': 'orderPdf',
    'POST /tickets/order/:order/resend': 'resend',
    'POST /tickets/:documentId/revoke': 'revoke',
  }),
};
