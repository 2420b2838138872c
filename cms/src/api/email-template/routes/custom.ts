import { routeTable } from '../../../services/route-table';

// The console's preview of unsaved work and the "preview e-mail" of a saved template (each its own action).
export default {
  routes: routeTable('email-template', {
    'POST /email-templates/render': 'render',
    'POST /email-templates/:id/preview-mail': 'previewMail',
  }),
};
