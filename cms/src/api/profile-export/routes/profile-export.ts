// GET /api/profiles/export?format=csv|xlsx&filters[...]: the filtered profile list as a file (its own action).
export default {
  routes: [{ method: 'GET', path: '/profiles/export', handler: 'profile-export.export' }],
};
