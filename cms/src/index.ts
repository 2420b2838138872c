import type { Core } from '@strapi/strapi';
import { ensureRoles } from './bootstrap/roles';
import { ensureLocales } from './bootstrap/locales';
import { subscribeLifecycles } from './bootstrap/lifecycles';
import { blockDemoAccounts, demoEnabled, seedDemo } from './bootstrap/demo';
import { createMailProvider } from './services/mail';
import { profileSearchProvider } from './api/profile/search';
import { contentSearchProvider } from './api/content/search';
import { registerDocumentRules } from './bootstrap/document-rules';
import { ensureIndexes } from './bootstrap/indexes';
import { readCacheOf, watchWrites } from './services/read-cache';
import { restrictCommentGraphql } from './extensions/comments/graphql';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerDocumentRules(strapi);
    restrictCommentGraphql(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const emailSettings = strapi.config.get('plugin::email.settings') as { defaultFrom: string; defaultReplyTo: string };
    (strapi.plugin('email') as any).provider = createMailProvider(strapi, emailSettings);

    subscribeLifecycles(strapi);
    watchWrites(strapi, readCacheOf(strapi));
    strapi.service('api::search.search').register(profileSearchProvider(strapi));
    strapi.service('api::search.search').register(contentSearchProvider(strapi));

    const upStore = strapi.store({ type: 'plugin', name: 'users-permissions' });
    const advanced = (await upStore.get({ key: 'advanced' })) as Record<string, unknown>;
    await upStore.set({ key: 'advanced', value: { ...advanced, allow_register: false, email_confirmation: false } });

    await ensureIndexes(strapi);
    await ensureLocales(strapi);
    const roleIds = await ensureRoles(strapi);
    await strapi.service('api::config.config').ensureDefaults();
    // Catch up on planned publications missed while the server was down.
    const caughtUp = await strapi.service('api::content.content').runSchedule();
    if (caughtUp.published || caughtUp.unpublished) strapi.log.info(`Schedule caught up: ${caughtUp.published} published, ${caughtUp.unpublished} unpublished.`);

    if (demoEnabled()) {
      if (await seedDemo(strapi, roleIds)) strapi.log.info('Demo data seeded.');
    } else if (process.env.NODE_ENV === 'production') {
      await blockDemoAccounts(strapi);
    }
  },
};
