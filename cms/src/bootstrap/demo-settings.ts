/**
 * Demo settings (#23, docs/settings.md): the site's social accounts and two recorded shares of a published item
 * (one sent, one failed), so /settings/social shows what it does. Recorded directly: the demo does not call a
 * share provider. Once per database; DEMO_SETTINGS=false skips it (the API tests).
 */
import { articleUrl, siteAddressesOf } from '../services/engagement-render/article';
import type { Row, Strapi } from '../strapi-types';

const SHARE = 'api::social-share.social-share';
const DEMO_ACCOUNTS = {
  twitter: 'dekrantdemo',
  instagram: 'dekrantdemo',
  facebook: 'https://www.facebook.com/dekrantdemo',
  linkedin: 'https://www.linkedin.com/company/dekrantdemo',
  mastodon: 'https://mastodon.social/@dekrantdemo',
};

export async function seedDemoSettings(strapi: Strapi) {
  if (process.env.DEMO_SETTINGS === 'false') return false;
  const store = strapi.store({ type: 'core', name: 'newsroom' });
  if (await store.get({ key: 'demoSettingsSeeded' })) return false;
  const config = await strapi.documents('api::config.config').findFirst();
  if (config)
    await strapi.documents('api::config.config').update({
      documentId: config.documentId,
      data: { social: DEMO_ACCOUNTS },
    } as never);
  const item: Row | null = await strapi.db.query('api::content.content').findOne({
    where: { status: 'PUBLISHED', type: 'ARTICLE' },
    select: ['documentId', 'locale', 'title', 'slug'],
    orderBy: { publicationDate: 'desc' },
  });
  if (item) {
    const url = articleUrl(await siteAddressesOf(strapi), item as { slug: string; locale: string });
    const common = {
      url,
      contentDocumentId: item.documentId,
      contentLocale: item.locale,
      contentTitle: String(item.title).slice(0, 200),
      sharedBy: 'editor@example.com',
    };
    const docs = strapi.documents(SHARE as never) as unknown as Row;
    await docs.create({
      data: { ...common, network: 'twitter', text: `Nu op de site: ${item.title}`, result: 'sent' },
    });
    await docs.create({
      data: {
        ...common,
        network: 'linkedin',
        text: 'Lees het hele verhaal',
        result: 'failed',
        error: 'The share provider answered 503: demo',
      },
    });
  }
  await store.set({ key: 'demoSettingsSeeded', value: true });
  return true;
}
