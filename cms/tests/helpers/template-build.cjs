// Boots the CMS once on the database in the environment (DATABASE_*), so its schema, migrations and demo
// seed are in place, then stops. Run by global-setup.ts in a child process; its database becomes the
// template each test app's database is copied from (a first boot costs 10 to 16 s, a copy well under one).
const path = require('node:path');
const { testEnv } = require('./test-env.cjs');

async function main() {
  Object.assign(process.env, testEnv(), JSON.parse(process.argv[2]));
  const cmsDir = path.resolve(__dirname, '..', '..');
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({
    appDir: cmsDir,
    distDir: path.join(cmsDir, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  await strapi.destroy();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
