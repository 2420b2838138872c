// The signed-in user's own saved filters; every route works on the caller's rows only.
export default {
  routes: [
    { method: 'GET', path: '/saved-filters', handler: 'saved-filter.find' },
    { method: 'POST', path: '/saved-filters', handler: 'saved-filter.create' },
    { method: 'DELETE', path: '/saved-filters/:id', handler: 'saved-filter.delete' },
  ],
};
