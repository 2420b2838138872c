/**
 * The REST API's OpenAPI description (GET /api/openapi.json): for staff and API tokens only, and complete:
 * every content-API route of every API and plugin (the same walk as the permission test) is in it, and
 * every custom action of our APIs is described.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, startApp, type TestApp } from './helpers/app';
import { ACTION_DESCRIPTIONS } from '../src/api/openapi/services/descriptions';
// `/api/invoices/:documentId/finalize` as OpenAPI writes it: `/invoices/{documentId}/finalize`.
import { openApiPath } from '../src/api/openapi/services/generator';

let app: TestApp;
let document: any;

type Route = { method: string; path: string; handler: string };
const CRUD = new Set(['find', 'findOne', 'create', 'update', 'delete']);
async function everyRoute() {
  const map: Record<string, Route[]> = await app.strapi
    .plugin('users-permissions')
    .service('users-permissions')
    .getRoutes();
  return Object.entries(map).flatMap(([owner, routes]) =>
    routes.map((route) => ({
      owner,
      key: `${route.method.toUpperCase()} ${openApiPath(route.path)}`,
      action: route.handler.split('.').at(-1)!,
    })),
  );
}

beforeAll(async () => {
  app = await startApp();
  const admin = await app.login(ADMIN);
  const res = await admin.get('/api/openapi.json');
  expect(res.status).toBe(200);
  document = res.body;
});
afterAll(() => app?.stop());

describe('who reads it', () => {
  it('is for signed-in staff and API tokens, not for anonymous callers or readers', async () => {
    expect((await app.client().get('/api/openapi.json')).status).toBe(401);
    expect((await (await app.login(EDITOR)).get('/api/openapi.json')).status).toBe(200);
    const { accessKey } = await app.strapi
      .service('admin::api-token')
      .create({ name: 'integrator', type: 'read-only', lifespan: null, description: '' });
    const script = app.client();
    script.bearer = accessKey;
    const res = await script.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const permissions = app.strapi.service('api::me.permissions');
    for (const type of ['public', 'authenticated']) {
      const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
      expect(await permissions.actionsOf(role.id)).not.toContain('api::openapi.openapi.find');
    }
  });
});

describe('what it says', () => {
  it('has every content-API route of every API and plugin', async () => {
    const routes = await everyRoute();
    expect(routes.length).toBeGreaterThan(150);
    const missing = routes
      .filter(({ key }) => {
        const [method, path] = key.split(' ');
        return !document.paths[path]?.[method.toLowerCase()];
      })
      .map(({ owner, key }) => `${owner} ${key}`);
    expect(missing).toEqual([]);
    expect(document.servers).toEqual([{ url: '/api', description: 'This server' }]);
  });

  it('describes every custom action of our APIs', async () => {
    const custom = (await everyRoute()).filter((r) => r.owner.startsWith('api::') && !CRUD.has(r.action));
    expect(custom.map((r) => r.key)).toEqual(
      expect.arrayContaining(['POST /invoices/{documentId}/finalize', 'POST /profiles/bulk-tags']),
    );
    const undescribed = custom.filter((r) => !ACTION_DESCRIPTIONS[r.key]).map((r) => r.key);
    expect(undescribed).toEqual([]);
    const finalize = document.paths['/invoices/{documentId}/finalize'].post;
    expect(finalize.summary).toBe(ACTION_DESCRIPTIONS['POST /invoices/{documentId}/finalize'].summary);
    expect(finalize.description).toMatch(/gapless series/);
    // No description for a route that is gone: the table follows the routes.
    const keys = new Set((await everyRoute()).map((r) => r.key));
    expect(Object.keys(ACTION_DESCRIPTIONS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('leaves server-owned fields out of request bodies and private fields out of answers', () => {
    const body = (operation: any) =>
      operation.requestBody.content['application/json'].schema.properties.data.properties;
    const invoice = body(document.paths['/invoices'].post);
    expect(invoice).toHaveProperty('reference');
    for (const owned of ['status', 'serial', 'kind']) expect(invoice).not.toHaveProperty(owned);
    const profile = body(document.paths['/profiles/{id}'].put);
    expect(profile).toHaveProperty('email');
    for (const owned of ['accountStatus', 'blocked', 'user']) expect(profile).not.toHaveProperty(owned);
    const read = document.components.schemas.ApiProfileProfile.properties;
    expect(read).toHaveProperty('email');
    for (const hidden of ['user', 'preferences', 'isDemo']) expect(read).not.toHaveProperty(hidden);
    expect(
      document.paths['/profiles'].get.responses[200].content['application/json'].schema.properties.data.items,
    ).toEqual({ $ref: '#/components/schemas/ApiProfileProfile' });
    // Public routes say so; the rest need the Bearer token.
    expect(document.paths['/version'].get.security).toEqual([]);
    expect(document.security).toEqual([{ bearerAuth: [] }]);
  });
});
