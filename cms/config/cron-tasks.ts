import { oncePerCluster } from '../src/services/cluster/cron-lock';
import { tickClaimOf } from '../src/services/cluster';

// Each task runs in one process per tick, also with several processes (src/services/cluster/cron-lock.ts).
export default oncePerCluster(
  {
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
    // Every minute: provider webhooks not processed yet, direct debits not at their provider yet (after a stop or an
    // outage), bank collections past their collection date (paid unless returned), invoice documents not made yet.
    invoiceCatchUp: {
      task: async ({ strapi }) => {
        await strapi.service('api::payment.payment').processPending();
        await strapi.service('api::direct-debit.provider').submitPending();
        await strapi.service('api::direct-debit.bank').settleDue();
        await strapi.service('api::invoice.documents').sweep();
      },
      options: { rule: '45 * * * * *' },
    },
    // Every ten minutes: payment reminders due by the channels' schedules (each step once).
    invoiceReminders: {
      task: async ({ strapi }) => {
        const sent = await strapi.service('api::invoice.reminders').run();
        if (sent) strapi.log.info(`Sent ${sent} payment reminder(s).`);
      },
      options: { rule: '0 */10 * * * *' },
    },
    // Nightly, Europe/Amsterdam: forget sessions and reset codes that can no longer be used.
    purgeAuthRecords: {
      task: async ({ strapi }) => {
        const purged = await strapi.service('api::auth-session.auth-session').purgeExpired();
        strapi.log.info(
          `Purged ${purged.sessions} sessions, ${purged.resets} reset codes and ${purged.confirmations} confirmation codes.`,
        );
      },
      options: { rule: '17 3 * * *', tz: 'Europe/Amsterdam' },
    },
    // Nightly: the profiles' content views older than any segment condition can ask for (SEGMENT_MAX_DAYS).
    pruneProfileViews: {
      task: async ({ strapi }) => {
        const pruned = await strapi.service('api::statistic.statistic').pruneProfileViews();
        if (pruned) strapi.log.info(`Pruned ${pruned} profile content view rows older than the segments reach.`);
      },
      options: { rule: '27 3 * * *', tz: 'Europe/Amsterdam' },
    },
    // Nightly: log entries older than the retention setting (site.log.retentionDays), deleted in batches.
    pruneLog: {
      task: async ({ strapi }) => {
        const pruned = await strapi.service('api::log-entry.log-entry').prune();
        if (pruned) strapi.log.info(`Pruned ${pruned} log entries older than the retention.`);
      },
      options: { rule: '47 3 * * *', tz: 'Europe/Amsterdam' },
    },
    // Nightly: marketing showings older than the longest frequency cap (365 days).
    pruneMarketingExposures: {
      task: async ({ strapi }) => {
        const pruned = await strapi.service('api::marketing.delivery').pruneExposures();
        if (pruned) strapi.log.info(`Pruned ${pruned} marketing showings older than the longest frequency cap.`);
      },
      options: { rule: '37 3 * * *', tz: 'Europe/Amsterdam' },
    },
    // Nightly: covers of content items published longer ago than content.coverRemovalDays come off (0 = never).
    coverRemoval: {
      task: async ({ strapi }) => {
        const removed = await strapi.service('api::config.cover-removal').run();
        if (removed) strapi.log.info(`Removed the cover of ${removed} content item(s) past the cover removal days.`);
      },
      options: { rule: '57 3 * * *', tz: 'Europe/Amsterdam' },
    },
    // Daily at Amsterdam midnight: subscriptions start, end, move to their follow-up and get their period's
    // invoice (each step once, also with two processes; the same run catches up at start).
    subscriptionsDaily: {
      task: async ({ strapi }) => {
        const report = await strapi.service('api::subscription.daily').run();
        strapi.log.info(`Subscriptions daily run: ${JSON.stringify(report)}.`);
      },
      options: { rule: '0 0 0 * * *', tz: 'Europe/Amsterdam' },
    },
    // Every minute: the magazine platform's due tasks (activations and deactivations not pushed yet: after an outage
    // with their backoff, or after a stop); each task claimed first, so two processes push it once.
    magazineSync: {
      task: async ({ strapi }) => {
        const report = await strapi.service('api::magazine-sync.magazine-sync').process();
        if (Object.keys(report).length) strapi.log.info(`Magazine sync: ${JSON.stringify(report)}.`);
      },
      options: { rule: '15 * * * * *' },
    },
    // Hourly: unpaid ticket orders older than their event's `releaseTickets` hours are cancelled (seats back once).
    releaseTickets: {
      task: async ({ strapi }) => {
        const released = await strapi.service('api::ticket.release').run();
        if (released) strapi.log.info(`Released the tickets of ${released} unpaid order(s).`);
      },
      options: { rule: '0 5 * * * *' },
    },
    // Every 15 seconds: scheduled campaigns whose time has come start (once, also with two processes), and a
    // campaign whose sending job was lost in a crash gets it again.
    campaignScheduler: {
      task: async ({ strapi }) => {
        const { started, triggered } = await strapi.service('api::campaign.scheduler').tick();
        if (started) strapi.log.info(`Started ${started} scheduled campaign(s).`);
        if (triggered) strapi.log.info(`Started ${triggered} triggered campaign run(s).`);
      },
      options: { rule: '*/15 * * * * *' },
    },
  },
  tickClaimOf,
);
