// Profile import (administrators): analyse an upload, dry-run a mapping, run it as a job, download the
// refused rows. Each route is its own users-permissions action (api::profile-import.profile-import.*).
export default {
  routes: [
    { method: 'POST', path: '/profiles/import/analyze', handler: 'profile-import.analyze' },
    { method: 'POST', path: '/profiles/import/:id/dry-run', handler: 'profile-import.dryRun' },
    { method: 'POST', path: '/profiles/import/:id/run', handler: 'profile-import.run' },
    { method: 'GET', path: '/profiles/import/:id/errors', handler: 'profile-import.errors' },
  ],
};
