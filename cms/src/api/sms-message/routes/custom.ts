import { routeTable } from '../../../services/route-table';

// The gateway's webhooks, replies (such as STOP) and delivery reports: public, throttled and capped by
// middlewares/ingestion-limits.ts; the controller checks the shared secret (SMS_INBOUND_SECRET) itself.
export default {
  routes: routeTable('sms-message', { 'POST /sms/inbound': 'inbound', 'POST /sms/status': 'status' }, { auth: false }),
};
