/**
 * Demo data for the embedded run (`npm start`): two console users and a few dozen profiles.
 * Never in production: there the seed refuses and any demo account left over is blocked.
 */
import { seedDemoContent } from './demo-content';
import { seedDemoPageViews } from './demo-statistics';
import { seedDemoProfiles } from './demo-profiles';

export const DEMO_USERS = [
  { email: 'admin@example.com', password: 'Admin123!', role: 'administrator', firstName: 'Anna', lastName: 'de Vries' },
  { email: 'editor@example.com', password: 'Editor123!', role: 'editor', firstName: 'Eric', lastName: 'Jansen' },
  {
    email: 'marketing@example.com',
    password: 'Marketing123!',
    role: 'marketing',
    firstName: 'Mila',
    lastName: 'Bakker',
  },
];

export const demoEnabled = () => process.env.NODE_ENV !== 'production' && process.env.DEMO_DATA !== 'false';

export async function seedDemo(strapi, roleIds: Record<string, number>) {
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoSeeded' })) return false;

  let author: { id: number; name: string } | null = null;
  for (const demo of DEMO_USERS) {
    let user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: demo.email } });
    user ??= await strapi.plugin('users-permissions').service('user').add({
      username: demo.email,
      email: demo.email,
      password: demo.password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: roleIds[demo.role],
    });
    await strapi.db.query('api::profile.profile').create({
      data: {
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        type: 'ACCOUNT',
        language: 'NL',
        user: user.id,
        isDemo: true,
        accountStatus: 'CONFIRMED',
      },
    });
    if (demo.role === 'administrator') author = { id: user.id, name: `${demo.firstName} ${demo.lastName}` };
  }
  await seedDemoProfiles(strapi, author);
  if (await seedDemoContent(strapi)) await seedDemoPageViews(strapi);
  await store.set({ key: 'demoSeeded', value: new Date().toISOString() });
  return true;
}

export async function blockDemoAccounts(strapi) {
  const emails = DEMO_USERS.map((u) => u.email);
  const demoProfiles = await strapi.db
    .query('api::profile.profile')
    .findMany({ where: { email: { $in: emails }, isDemo: true }, populate: ['user'] });
  for (const profile of demoProfiles) {
    if (profile.user && !profile.user.blocked) {
      await strapi.db
        .query('plugin::users-permissions.user')
        .update({ where: { id: profile.user.id }, data: { blocked: true } });
      await strapi.db.query('api::profile.profile').update({ where: { id: profile.id }, data: { blocked: true } });
      strapi.log.warn(`Blocked demo account ${profile.email}: demo users never exist in production.`);
    }
  }
}
