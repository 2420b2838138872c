// The subscription benchmark's measuring process: boots the CMS (compiled dist/) on the database in its
// environment, runs the daily run for the given day twice (the second must find nothing), and prints one
// JSON line with the timings. In-process because the run is a scheduled job, not an API call.
const path = require('node:path');
const { createRequire } = require('node:module');

const cmsDir = path.resolve(__dirname, '..', '..', 'cms');
const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));

async function main() {
  const now = new Date(process.argv[2]);
  const { createStrapi } = requireFromCms('@strapi/strapi');
  const strapi = await createStrapi({
    appDir: cmsDir,
    distDir: path.join(cmsDir, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  const daily = strapi.service('api::subscription.daily');
  let started = performance.now();
  const first = await daily.run({ now });
  const firstMs = performance.now() - started;
  started = performance.now();
  const second = await daily.run({ now });
  const secondMs = performance.now() - started;
  const rss = process.memoryUsage().rss;
  await strapi.destroy();
  console.log(JSON.stringify({ first, firstMs, second, secondMs, rss }));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
