import type { TestApp } from './app';

/** A signed-in reader of the publisher's site (authenticated role) with a profile of the given type. */
export async function createReader(app: TestApp, type: string, email: string, accessTags: string[] = ['premium']) {
  const users = app.strapi.plugin('users-permissions').service('user');
  const role = await app.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const user = await users.add({ username: email, email, password: 'Reader123!', provider: 'local', confirmed: true, role: role.id });
  await app.strapi.db.query('api::profile.profile').create({ data: { email, type, user: user.id, accessTags } });
  const client = app.client();
  const res = await client.post('/api/auth/local', { identifier: email, password: 'Reader123!' });
  client.bearer = res.body.jwt;
  return client;
}
