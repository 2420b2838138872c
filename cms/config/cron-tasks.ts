export default {
  // Every minute: planned content goes live, content past its end goes offline.
  publishSchedule: {
    task: async ({ strapi }) => {
      await strapi.service('api::content.content').runSchedule();
    },
    options: { rule: '* * * * *' },
  },
  // Every minute: pending orders past their payment time expire and give their tickets back.
  expireOrders: {
    task: async ({ strapi }) => {
      const expired = await strapi.service('api::order.actions').expireOverdue();
      if (expired) strapi.log.info(`Expired ${expired} unpaid order(s).`);
    },
    options: { rule: '30 * * * * *' },
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
