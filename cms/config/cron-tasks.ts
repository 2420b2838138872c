export default {
  // Every minute: planned content goes live, content past its end goes offline.
  publishSchedule: {
    task: async ({ strapi }) => {
      await strapi.service('api::content.content').runSchedule();
    },
    options: { rule: '* * * * *' },
  },
  // Nightly, Europe/Amsterdam: forget sessions and reset codes that can no longer be used.
  purgeAuthRecords: {
    task: async ({ strapi }) => {
      const purged = await strapi.service('api::auth-session.auth-session').purgeExpired();
      strapi.log.info(`Purged ${purged.sessions} sessions, ${purged.resets} reset codes and ${purged.confirmations} confirmation codes.`);
    },
    options: { rule: '17 3 * * *', tz: 'Europe/Amsterdam' },
  },
};
