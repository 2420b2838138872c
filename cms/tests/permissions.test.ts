import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let editor: Client;
let allowed: Set<string>;
let publicActions: Set<string>;

type Route = { method: string; path: string; handler: string; config?: { auth?: unknown } };

/** Every content-API route of every API and plugin, with the action that guards it. */
async function everyRoute(): Promise<{ method: string; path: string; action: string; public: boolean }[]> {
  const map: Record<string, Route[]> = await app.strapi.plugin('users-permissions').service('users-permissions').getRoutes();
  return Object.entries(map).flatMap(([owner, routes]) =>
    routes.map((route) => ({
      method: route.method,
      path: route.path,
      action: route.handler.includes('::') ? route.handler : `${owner}.${route.handler}`,
      public: route.config?.auth === false || publicActions.has(route.handler.includes('::') ? route.handler : `${owner}.${route.handler}`),
    })),
  );
}

const concrete = (path: string) => path.replace(/:[A-Za-z]+(\([^)]*\))?/g, 'x1').replace(/\(\.\*\)/g, 'x1');

beforeAll(async () => {
  app = await startApp();
  editor = await app.login(EDITOR);
  allowed = new Set((await editor.get('/api/me')).body.allowedActions);
  const publicRole = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  publicActions = new Set(await app.strapi.service('api::me.permissions').actionsOf(publicRole.id));
});
afterAll(() => app?.stop());

describe('the restricted editor', () => {
  it('is refused (403) on every API route whose action the editor role lacks', async () => {
    const routes = (await everyRoute()).filter((r) => !r.public && !allowed.has(r.action));
    expect(routes.length).toBeGreaterThan(20);
    const notRefused: string[] = [];
    for (const route of routes) {
      const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? { data: {} } : undefined;
      const res = await editor.request(route.method, concrete(route.path), body);
      if (res.status !== 403 || res.body?.error?.details?.code === 'csrf') notRefused.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(notRefused).toEqual([]);
  });

  it('covers the profile routes in that walk', async () => {
    const actions = (await everyRoute()).filter((r) => !allowed.has(r.action)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['api::profile.profile.find', 'api::profile.profile.create', 'api::outbox-message.outbox-message.find', 'api::config.config.update']));
  });

  it('is refused the same data through GraphQL', async () => {
    const res = await editor.post('/graphql', { query: '{ profiles { documentId email } }' });
    expect(res.body.data?.profiles ?? null).toBeNull();
    expect(res.body.errors[0].message).toMatch(/forbidden/i);
  });

  it('may use the routes the role grants', async () => {
    expect((await editor.get('/api/config')).status).toBe(200);
    expect((await editor.get('/api/search?q=ab')).status).toBe(200);
  });
});

describe('a visitor without a session', () => {
  it('gets 401 on protected routes and can reach only the public ones', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/profiles')).status).toBe(401);
    expect((await anonymous.get('/api/me')).status).toBe(401);
    expect((await anonymous.get('/api/version')).status).toBe(200);
  });
});
