import { routeTable } from '../../../services/route-table';

// System e-mails (docs/system-emails.md): the catalogue with its overrides; only the overrides are stored.
export default {
  routes: routeTable('system-email', {
    'GET /system-emails': 'find',
    'GET /system-emails/:key': 'findOne',
    'PUT /system-emails/:key/:language': 'update',
    'DELETE /system-emails/:key/:language': 'reset',
    'POST /system-emails/:key/:language/preview': 'preview',
    'POST /system-emails/:key/:language/send-preview': 'sendPreview',
  }),
};
