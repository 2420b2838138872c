import { routeTable } from '../../../services/route-table';

// Profile import (administrators): analyse an upload, dry-run a mapping, run it as a job, download the
// refused rows. Each route is its own users-permissions action (api::profile-import.profile-import.*).
export default {
  routes: routeTable('profile-import', {
    'POST /profiles/import/analyze': 'analyze',
    'POST /profiles/import/:id/dry-run': 'dryRun',
    'POST /profiles/import/:id/run': 'run',
    'GET /profiles/import/:id/errors': 'errors',
  }),
};
