import { routeTable } from '../../../services/route-table';

// The gateway's inbound webhook (replies such as STOP): public, throttled and capped by
// middlewares/ingestion-limits.ts; the controller checks the shared secret (SMS_INBOUND_SECRET) itself.
export default {
  routes: routeTable('sms-message', { 'POST /sms/inbound': 'inbound' }, { auth: false }),
};
