/**
 * A CMS process that only runs jobs, for the exactly-once test (campaign-exactly-once.test.ts): boots the
 * compiled CMS (cms/dist) on the database named by the environment the test passes, lets the in-process
 * job runner resume and run the campaign jobs, prints "ready" once booted and exits 0 when the campaign
 * (CAMPAIGN_ID) is COMPLETED. The test kills it with SIGKILL at random moments and starts it again.
 */
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

const cmsDir = path.resolve(__dirname, '..', '..');

(async () => {
  const strapi = await createStrapi({
    appDir: cmsDir,
    distDir: path.join(cmsDir, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  process.stdout.write('ready\n');
  const id = Number(process.env.CAMPAIGN_ID);
  const until = Date.now() + Number(process.env.WORKER_TIMEOUT_MS || 180_000);
  for (;;) {
    const campaign = await strapi.db.query('api::campaign.campaign').findOne({ where: { id }, select: ['status'] });
    if (campaign?.status === 'COMPLETED') break;
    if (Date.now() > until) {
      process.stdout.write(`timeout in status ${campaign?.status}\n`);
      process.exit(2);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await strapi.destroy();
  process.exit(0);
})().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
