import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';

let app: TestApp | undefined;
afterAll(() => app?.stop());

// Each test boots Strapi twice; on a busy machine that takes longer than the default 30 s.
const BOOTS_TWICE_MS = 120_000;

describe('production mode', () => {
  it(
    'blocks demo accounts left from a demo run, never seeds them, and turns GraphQL introspection off',
    async () => {
      const demo = await startApp({}, { keepDatabase: true });
      expect(
        (await demo.client().post('/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password })).status,
      ).toBe(200);
      await demo.stop();

      app = await startApp({ NODE_ENV: 'production' }, { database: demo.database });
      const login = await app.client().post('/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password });
      expect(login.status).toBe(400);
      expect(login.body.error.details.code).toBe('blocked');
      const profiles = await app.strapi.db.query('api::profile.profile').count({ where: { isDemo: true } });
      expect(profiles).toBe(43);

      const introspection = await app.client().post('/graphql', { query: '{ __schema { types { name } } }' });
      expect(JSON.stringify(introspection.body)).toMatch(/introspection/i);
      expect(introspection.body.data?.__schema).toBeUndefined();
    },
    BOOTS_TWICE_MS,
  );

  it(
    'does not seed demo users into a fresh production database',
    async () => {
      // Strapi keeps process-wide registries: only one instance may run at a time.
      await app?.stop();
      app = undefined;
      const fresh = await startApp({ NODE_ENV: 'production' });
      try {
        expect(await fresh.strapi.db.query('plugin::users-permissions.user').count()).toBe(0);
        expect(
          (await fresh.client().post('/api/auth/local', { identifier: ADMIN.email, password: ADMIN.password })).status,
        ).toBe(400);
      } finally {
        await fresh.stop();
      }
    },
    BOOTS_TWICE_MS,
  );
});
