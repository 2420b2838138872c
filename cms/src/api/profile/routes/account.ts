// Staff actions on a profile's login account; each is its own users-permissions action
// (api::profile.profile.block, ...), which administrators get and editors do not.
const ACTIONS = {
  block: 'block',
  unblock: 'unblock',
  'force-password-reset': 'forcePasswordReset',
  'resend-confirmation': 'resendConfirmation',
  archive: 'archive',
  restore: 'restore',
};

export default {
  routes: [
    // Tag or untag many profiles at once (the list's bulk action).
    { method: 'POST', path: '/profiles/bulk-tags', handler: 'profile.bulkTags' },
    ...Object.entries(ACTIONS).map(([path, handler]) => ({
      method: 'POST',
      path: `/profiles/:documentId/account/${path}`,
      handler: `profile.${handler}`,
    })),
  ],
};
