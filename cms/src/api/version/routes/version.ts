export default {
  routes: [{ method: 'GET', path: '/version', handler: 'version.find', config: { auth: false } }],
};
