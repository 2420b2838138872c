import type { TestApp } from './app';

/** The ACCESS profile tags with these slugs (created when missing), as ids. */
export async function accessTagIds(app: TestApp, slugs: string[]) {
  const tags = app.strapi.db.query('api::profile-tag.profile-tag');
  const ids: number[] = [];
  for (const slug of slugs) {
    const tag =
      (await tags.findOne({ where: { slug } })) ?? (await tags.create({ data: { name: slug, slug, kind: 'ACCESS' } }));
    ids.push(tag.id);
  }
  return ids;
}

/** A signed-in reader of the publisher's site (authenticated role) with a profile of the given type and ACCESS tags. */
export async function createReader(app: TestApp, type: string, email: string, accessTags: string[] = ['premium']) {
  const users = app.strapi.plugin('users-permissions').service('user');
  const role = await app.strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } });
  const user = await users.add({
    username: email,
    email,
    password: 'Reader123!',
    provider: 'local',
    confirmed: true,
    role: role.id,
  });
  const tags = await accessTagIds(app, accessTags);
  await app.strapi.db
    .query('api::profile.profile')
    .create({ data: { email, type, user: user.id, tags, accountStatus: 'CONFIRMED' } });
  const client = app.client();
  const res = await client.post('/api/auth/local', { identifier: email, password: 'Reader123!' });
  client.bearer = res.body.jwt;
  return client;
}
