import type { Core } from '@strapi/strapi';
import { ensureRoles } from './bootstrap/roles';
import { ensureLocales } from './bootstrap/locales';
import { subscribeLifecycles } from './bootstrap/lifecycles';
import { subscribeHistoryMirror } from './api/log-entry/history-mirror';
import { blockDemoAccounts, demoEnabled, seedDemo } from './bootstrap/demo';
import { seedDemoSales } from './bootstrap/demo-sales';
import { seedDemoMandates } from './bootstrap/demo-mandates';
import { seedDemoEngagement } from './bootstrap/demo-engagement';
import { seedDemoForms } from './bootstrap/demo-forms';
import { seedDemoSystemEmails } from './bootstrap/demo-system-emails';
import { seedDemoMarketing } from './bootstrap/demo-marketing';
import { seedDemoSubscriptions } from './bootstrap/demo-subscriptions';
import { seedDemoVacancies } from './bootstrap/demo-vacancies';
import { seedDemoEvents } from './bootstrap/demo-events';
import { seedDemoTickets } from './bootstrap/demo-tickets';
import { seedDemoFiles } from './bootstrap/demo-files';
import { seedDemoSettings } from './bootstrap/demo-settings';
import { seedDemoLog } from './bootstrap/demo-log';
import { createMailProvider } from './services/mail';
import { registerSearchProviders } from './api/search/providers';
import { registerDocumentRules } from './bootstrap/document-rules';
import { emitEntryEventsWhenHeard } from './bootstrap/entry-events';
import { validateGivenFields } from './bootstrap/validate-given-fields';
import { readsWithoutOwnTransaction, rememberDefaultLocale } from './bootstrap/lean-reads';
import { keepIdleConnections } from './bootstrap/keep-alive';
import { memoiseRouteMatches, strapiRouterClass } from './services/route-match-memo';
import { registerServerOwned } from './bootstrap/server-owned';
import { ensureIndexes } from './bootstrap/indexes';
import { moveComponentMandates } from './api/mandate/services/move';
import { refuseNonNumericIds } from './bootstrap/numeric-ids';
import { creditTicketOrder } from './api/invoice/services/order-credit';
import { removeOrderDrafts } from './api/invoice/services/order-link';
import { fromInvoicedOrder, fromPaidInvoice, fromPaidOrder } from './api/subscription/services/hooks';
import { creditsFromPaidInvoice, creditsFromPaidOrder, forgetApplications } from './api/vacancy/services/hooks';
import { revokeEndedOrder, ticketsFromPaidOrder } from './api/ticket/services/hooks';
import { automationsOnPaidOrder } from './api/campaign-automation/events';
import { stopPdfWorker } from './api/invoice/render/pdf-pool';
import { joinCluster, leaveCluster } from './services/cluster';
import {
  INVOICE_LIST_MODELS,
  ORDER_LIST_MODELS,
  orderCacheOf,
  invoiceCacheOf,
  MARKETING_MODELS,
  marketingCacheOf,
  readCacheOf,
  watchWrites,
} from './services/read-cache';
import { restrictCommentGraphql } from './extensions/comments/graphql';
import { bootstrapProfileTransfer, registerProfileTransfer, startJobs, stopJobs } from './bootstrap/profile-transfer';
import { anonymiseComments } from './extensions/comments/anonymise';
import { removeListMemberships } from './api/mail-list/profile-delete';
import { forgetProfileViews } from './api/statistic/services/profile-views';
import { restrictProfileGraphql } from './api/profile/graphql';
import { registerInvoiceListCount } from './api/invoice/list/count';
import { bootstrapPrivateFiles, restrictFileGraphql } from './services/private-files';
import { closeGraphqlTypes } from './bootstrap/graphql-closed';
import { registerSending, startCampaignScheduler } from './bootstrap/sending';
import { exportJob } from './api/export-definition/services/export-job';
import { EXPORT_JOB } from './api/export-definition/services/export-run';
import { registerJobHandler } from './services/jobs';
import {
  queueProfileViewsBackfill,
  registerProfileViewsBackfill,
} from './api/statistic/services/profile-views-backfill';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    emitEntryEventsWhenHeard(strapi);
    validateGivenFields();
    readsWithoutOwnTransaction();
    memoiseRouteMatches(strapiRouterClass());
    registerDocumentRules(strapi);
    registerServerOwned(strapi);
    refuseNonNumericIds(strapi);
    restrictCommentGraphql(strapi);
    restrictProfileGraphql(strapi);
    restrictFileGraphql(strapi);
    closeGraphqlTypes(strapi);
    registerProfileTransfer(strapi);
    registerInvoiceListCount(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const emailSettings = strapi.config.get('plugin::email.settings') as {
      defaultFrom: string;
      defaultReplyTo: string;
    };
    (strapi.plugin('email') as any).provider = createMailProvider(strapi, emailSettings);
    keepIdleConnections(strapi);
    // With REDIS_URL: caches, sign-in throttles and scheduled tasks shared with the other processes.
    await joinCluster(strapi);

    subscribeLifecycles(strapi);
    subscribeHistoryMirror(strapi);
    rememberDefaultLocale(strapi);
    watchWrites(strapi, readCacheOf(strapi));
    watchWrites(strapi, invoiceCacheOf(strapi), INVOICE_LIST_MODELS);
    watchWrites(strapi, orderCacheOf(strapi), ORDER_LIST_MODELS);
    watchWrites(strapi, marketingCacheOf(strapi), MARKETING_MODELS);
    registerSearchProviders(strapi);
    // What else goes when a profile is deleted (sales code adds its handlers the same way).
    strapi.service('api::profile.profile').onDelete(anonymiseComments(strapi));
    strapi.service('api::profile.profile').onDelete(removeListMemberships(strapi));
    strapi.service('api::profile.profile').onDelete(forgetProfileViews);
    strapi.service('api::profile.profile').onDelete(forgetApplications(strapi));
    // Cancelling a paid ticket order credits its invoices.
    strapi.service('api::order.actions').onPaidTicketCancel(creditTicketOrder(strapi));
    // A cancelled or expired order's draft invoices go with it.
    strapi.service('api::order.actions').onEnd(removeOrderDrafts(strapi));
    // A paid or invoiced order's subscription lines become subscriptions (once per line).
    strapi.service('api::order.actions').onPaid(fromPaidOrder(strapi));
    strapi.service('api::invoice.invoice').onFinalize(fromInvoicedOrder(strapi));
    strapi.service('api::invoice.settlement').onPaidInFull(fromPaidInvoice(strapi));
    // A paid order's vacancy and vacancy-option lines become the customer's vacancy credits (once per line).
    strapi.service('api::order.actions').onPaid(creditsFromPaidOrder(strapi));
    strapi.service('api::invoice.settlement').onPaidInFull(creditsFromPaidInvoice(strapi));
    // A paid ticket order's seats become tickets (once per seat); a cancelled or expired one's are revoked.
    strapi.service('api::order.actions').onPaid(ticketsFromPaidOrder(strapi));
    // A paid order is an automation event (ORDER_PAID) for the profile of its address (never breaks the payment).
    strapi.service('api::order.actions').onPaid(automationsOnPaidOrder(strapi));
    strapi.service('api::order.actions').onEnd(revokeEndedOrder(strapi));
    strapi.service('api::order.actions').onRelease(revokeEndedOrder(strapi));
    // An invoice paid by direct debit gets its first collection when it is finalised (same transaction).
    strapi
      .service('api::invoice.invoice')
      .onFinalize((event: any) => strapi.service('api::direct-debit.direct-debit').onInvoiceFinalized(event));

    const upStore = strapi.store({ type: 'plugin', name: 'users-permissions' });
    const advanced = (await upStore.get({ key: 'advanced' })) as Record<string, unknown>;
    await upStore.set({ key: 'advanced', value: { ...advanced, allow_register: false, email_confirmation: false } });

    await moveComponentMandates(strapi); // before the unique reference index
    await ensureIndexes(strapi);
    await bootstrapPrivateFiles(strapi);
    await bootstrapProfileTransfer(strapi);
    await ensureLocales(strapi);
    const roleIds = await ensureRoles(strapi);
    await strapi.service('api::config.config').ensureDefaults();
    // Catch up on planned publications missed while the server was down.
    const caughtUp = await strapi.service('api::content.content').runSchedule();
    if (caughtUp.published || caughtUp.unpublished)
      strapi.log.info(`Schedule caught up: ${caughtUp.published} published, ${caughtUp.unpublished} unpublished.`);

    // Subscription steps missed while the server was down (the cron runs it at Amsterdam midnight).
    const subscriptions = await strapi.service('api::subscription.daily').run();
    if (Object.values(subscriptions).some(Boolean))
      strapi.log.info(`Subscriptions caught up: ${JSON.stringify(subscriptions)}.`);

    if (demoEnabled()) {
      if (await seedDemo(strapi, roleIds)) strapi.log.info('Demo data seeded.');
      await seedDemoSales(strapi);
      await seedDemoMandates(strapi);
      await seedDemoSubscriptions(strapi);
      if (await seedDemoEvents(strapi)) strapi.log.info('Demo events seeded.');
      if (await seedDemoVacancies(strapi)) strapi.log.info('Demo vacancies seeded.');
      if (await seedDemoEngagement(strapi)) strapi.log.info('Demo engagement seeded.');
      if (await seedDemoForms(strapi)) strapi.log.info('Demo forms seeded.');
      if (await seedDemoMarketing(strapi)) strapi.log.info('Demo marketing seeded.');
      // After the events demo (issue #21): tickets sold through real orders, some scanned.
      if (await seedDemoTickets(strapi)) strapi.log.info('Demo tickets seeded.');
      // After the content demo: its covers move into folders (docs/files.md).
      if (await seedDemoFiles(strapi)) strapi.log.info('Demo files seeded.');
      // Social accounts and recorded shares (#23) of a demo article.
      if (await seedDemoSettings(strapi)) strapi.log.info('Demo settings seeded.');
      // One changed system e-mail (#23), so /settings/emails shows a changed one next to the defaults.
      if (await seedDemoSystemEmails(strapi)) strapi.log.info('Demo system e-mail seeded.');
      // Last: a month of sign-ins, profile changes, staff page views and bounce reports (docs/log.md).
      if (await seedDemoLog(strapi)) strapi.log.info('Demo log seeded.');
    } else if (process.env.NODE_ENV === 'production') {
      await blockDemoAccounts(strapi);
    }
    registerSending(strapi);
    // The export builder's job (docs/exports.md).
    registerJobHandler(strapi, EXPORT_JOB, exportJob(strapi));
    registerProfileViewsBackfill(strapi);
    if (await queueProfileViewsBackfill(strapi))
      strapi.log.info('Queued the profiles’ content views of earlier page views.');
    await startJobs(strapi);
    await startCampaignScheduler(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // The marketing zone API's showings not yet written (docs/marketing.md): written before the database closes.
    await (strapi.service('api::marketing.delivery') as any).exposures
      .flush()
      .catch((error: Error) => strapi.log.warn(`Marketing showings not written at stop: ${error.message}`));
    // Tickets' after-payment steps still running (attendees, invoice, mail) finish while the database is open.
    await (strapi.service('api::ticket.after-paid') as any).settle();
    await stopJobs(strapi);
    await stopPdfWorker();
    await leaveCluster(strapi);
  },
};
