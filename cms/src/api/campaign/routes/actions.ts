import { routeTable } from '../../../services/route-table';

// One route (and users-permissions action, api::campaign.campaign.<name>) per campaign action, the live
// progress, and the public view-in-browser page (the signed token is the credential).
export default {
  routes: [
    ...routeTable('campaign', {
      'POST /campaigns/:id/schedule': 'schedule',
      'POST /campaigns/:id/unschedule': 'unschedule',
      'POST /campaigns/:id/send': 'send',
      'POST /campaigns/:id/pause': 'pause',
      'POST /campaigns/:id/resume': 'resume',
      'POST /campaigns/:id/cancel': 'cancel',
      'POST /campaigns/:id/duplicate': 'duplicate',
      'POST /campaigns/:id/test': 'test',
      'GET /campaigns/:id/progress': 'progress',
      'GET /campaigns/:id/ab-results': 'abResults',
      'POST /campaigns/:id/ab-winner': 'abWinner',
    }),
    ...routeTable('campaign', { 'GET /engagement/view/:token': 'view' }, { auth: false }),
  ],
};
