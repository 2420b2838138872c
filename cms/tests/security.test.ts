import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

const total = (res) => res.body?.meta?.pagination?.total;

describe('strict query parameters', () => {
  it('refuses an unknown query parameter with 400', async () => {
    const res = await admin.get('/api/profiles?debug=true');
    expect(res.status).toBe(400);
  });
});

describe('private fields cannot be probed', () => {
  it('filtering users on the password hash gives 400 or the same answer whatever the predicate', async () => {
    const a = await admin.get('/api/users?filters[password][$startsWith]=$2');
    const b = await admin.get('/api/users?filters[password][$startsWith]=zz');
    if (a.status === 200) expect(b.body.length).toBe(a.body.length);
    else expect([a.status, b.status]).toEqual([400, 400]);
  });

  it('filtering on reset tokens gives 400 or no difference', async () => {
    const a = await admin.get('/api/users?filters[resetPasswordToken][$null]=true');
    const b = await admin.get('/api/users?filters[resetPasswordToken][$notNull]=true');
    if (a.status === 200) expect(b.body.length).toBe(a.body.length);
    else expect(a.status).toBe(400);
  });

  it('filtering profiles on a private field or the linked account has no effect or is refused', async () => {
    const all = await admin.get('/api/profiles');
    for (const filter of [
      'filters[isDemo][$eq]=false',
      'filters[user][email][$eq]=admin@example.com',
      'filters[preferences][$notNull]=true',
    ]) {
      const res = await admin.get(`/api/profiles?${filter}`);
      if (res.status === 200) expect(total(res)).toBe(total(all));
      else expect(res.status).toBe(400);
    }
  });

  it('sorting on a private field is refused or ignored', async () => {
    const res = await admin.get('/api/users?sort=password:asc');
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(res.body[0].password).toBeUndefined();
  });

  it('populating the private account of a profile returns no account data', async () => {
    const res = await admin.get('/api/profiles?populate=user');
    if (res.status === 200) expect(res.body.data.every((p) => p.user === undefined)).toBe(true);
    else expect(res.status).toBe(400);
  });

  it('never returns password hashes or reset tokens', async () => {
    const res = await admin.get('/api/users');
    expect(res.status).toBe(200);
    for (const user of res.body) {
      expect(user.password).toBeUndefined();
      expect(user.resetPasswordToken).toBeUndefined();
    }
  });
});

describe('mass assignment', () => {
  it('ignores or refuses owner, author, publish and internal fields on create', async () => {
    const res = await admin.post('/api/profiles', {
      data: {
        email: 'mass@example.com',
        type: 'LEAD',
        user: 1,
        isDemo: true,
        preferences: { layoutType: 'boxed' },
        createdBy: 1,
        updatedBy: 1,
        publishedAt: '2020-01-01T00:00:00Z',
      },
    });
    if (res.status === 400) return;
    expect(res.status).toBe(201);
    const row = await app.strapi.db
      .query('api::profile.profile')
      .findOne({ where: { email: 'mass@example.com' }, populate: ['user', 'createdBy'] });
    expect(row.user).toBeNull();
    expect(row.isDemo).toBe(false);
    expect(row.preferences).toBeNull();
    expect(row.createdBy ?? null).toBeNull();
  });

  it('refuses the owner on update and writes nothing of that request', async () => {
    const created = await admin.post('/api/profiles', { data: { email: 'owner@example.com', type: 'LEAD' } });
    const id = created.body.data.documentId;
    const res = await admin.put(`/api/profiles/${id}`, { data: { user: 2, firstName: 'Olga' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.errors).toEqual([expect.objectContaining({ path: ['user'], code: 'server_owned' })]);
    const row = await app.strapi.db
      .query('api::profile.profile')
      .findOne({ where: { documentId: id }, populate: ['user'] });
    expect(row.user).toBeNull();
    expect(row.firstName).toBeNull();
  });
});

describe('account enumeration', () => {
  it('the public resend of a confirmation mail answers a confirmed, an unconfirmed and an unknown address alike', async () => {
    // Strapi grants the public role this action on a database it set up itself; here it is granted on purpose.
    const publicRole = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' } });
    await app.strapi.db
      .query('plugin::users-permissions.permission')
      .create({ data: { action: 'plugin::users-permissions.auth.sendEmailConfirmation', role: publicRole.id } });
    const users = app.strapi.plugin('users-permissions').service('user');
    await users.add({
      username: 'unconfirmed@example.com',
      email: 'unconfirmed@example.com',
      password: 'Whatever1!',
      provider: 'local',
      confirmed: false,
      role: 1,
    });
    const answers = [];
    for (const email of ['admin@example.com', 'unconfirmed@example.com', 'nobody-at-all@example.com']) {
      const res = await app.client().post('/api/auth/send-email-confirmation', { email });
      answers.push({ status: res.status, body: res.body });
    }
    // Closed like registration: refused before anything is looked up (401, as every refusal to an anonymous caller).
    expect(answers[0].status).toBe(401);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(
      await app.strapi.db
        .query('api::outbox-message.outbox-message')
        .count({ where: { to: 'unconfirmed@example.com' } }),
    ).toBe(0);
  });
});

describe('GraphQL limits', () => {
  it('refuses a query deeper than the depth limit', async () => {
    let selection = 'documentId';
    for (let i = 0; i < 10; i++) selection = `avatar { related { ... on Profile { ${selection} } } }`;
    const res = await admin.post('/graphql', { query: `{ profiles { ${selection} } }` });
    expect(JSON.stringify(res.body.errors ?? [])).toMatch(/exceeds maximum operation depth/i);
  });

  it('caps the page size at maxLimit', async () => {
    for (let i = 0; i < 70; i++)
      await app.strapi.db
        .query('api::profile.profile')
        .create({ data: { email: `bulk${i}@example.com`, type: 'LEAD' } });
    const res = await admin.post('/graphql', { query: '{ profiles(pagination: { limit: 1000 }) { documentId } }' });
    expect(res.body.data.profiles.length).toBe(100);
  });
});
