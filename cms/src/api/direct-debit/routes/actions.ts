import { routeTable } from '../../../services/route-table';

// Each its own users-permissions action (api::direct-debit.direct-debit.<handler>). Route files load in name
// order: this one before direct-debit.ts, so /direct-debits/batches/... and /returns are not read as ids.
export default {
  routes: routeTable('direct-debit', {
    'GET /direct-debits/batches/:date': 'batch',
    'POST /direct-debits/returns': 'returns',
    'POST /direct-debits/:documentId/retry': 'retry',
    'POST /direct-debits/:documentId/cancel': 'cancel',
    'POST /direct-debits/:documentId/to-payment-link': 'toPaymentLink',
    'POST /direct-debits/:documentId/set-status': 'setStatus',
  }),
};
