/** The REST API's OpenAPI 3.1 description for integrators: signed-in staff and API tokens, never anonymous. */
export default {
  routes: [{ method: 'GET', path: '/openapi.json', handler: 'openapi.find' }],
};
