// Progress of background jobs for the console (polling) and scripts; each route is its own action.
export default {
  routes: [
    { method: 'GET', path: '/jobs', handler: 'job.find' },
    { method: 'GET', path: '/jobs/:id', handler: 'job.findOne' },
  ],
};
