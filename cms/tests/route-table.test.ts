// Unit test of the route table the custom route files are written in (the permission walk in
// permissions.test.ts and the OpenAPI test cover the routes it makes as served).
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/services/route-table';
import meRoutes from '../src/api/me/routes/me';
import customerRoutes from '../src/api/customer/routes/custom';

describe('routeTable', () => {
  it('turns "METHOD /path": action rows into Strapi routes of one controller, in order', () => {
    expect(routeTable('me', { 'GET /me': 'find', 'PUT /me/password': 'changePassword' })).toEqual([
      { method: 'GET', path: '/me', handler: 'me.find' },
      { method: 'PUT', path: '/me/password', handler: 'me.changePassword' },
    ]);
    expect(meRoutes.routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /me',
      'PUT /me/preferences',
      'PUT /me/profile',
      'PUT /me/password',
      'POST /me/avatar',
    ]);
  });

  it('gives each route its own copy of the config, so a change to one leaves the others alone', () => {
    const [first, second] = routeTable('payment', { 'GET /a': 'a', 'GET /b': 'b' }, { policies: [] });
    expect(first.config).toEqual({ policies: [] });
    (first.config!.policies as string[]).push('global::x');
    expect(second.config).toEqual({ policies: [] });
  });

  it('leaves a route without config when the table has none, and marks only the public ones public', () => {
    const routes = customerRoutes.routes;
    expect(routes.find((r) => r.path === '/customers/postcode')).not.toHaveProperty('config');
    expect(routes.filter((r) => r.config?.auth === false).map((r) => r.handler)).toEqual([
      'customer.describeInvitation',
      'customer.acceptInvitation',
    ]);
  });
});
