import { errors } from '@strapi/utils';

const LIST_PARAMS = new Set(['type', 'tag', 'category', 'dossier', 'locale', 'page', 'pageSize']);
const ITEM_PARAMS = new Set(['locale']);

const refuseUnknown = (query: Record<string, unknown>, allowed: Set<string>) => {
  const unknown = Object.keys(query).filter((key) => !allowed.has(key));
  if (unknown.length) throw new errors.ValidationError(`Unknown query parameters: ${unknown.join(', ')}`, { code: 'unknown_parameters', parameters: unknown });
};

export default ({ strapi }) => {
  const delivery = () => strapi.service('api::delivery.delivery');
  return {
    async list(ctx) {
      refuseUnknown(ctx.query, LIST_PARAMS);
      const reader = await delivery().readerOf(ctx);
      ctx.body = await delivery().list(ctx.query, reader);
    },
    async item(ctx) {
      refuseUnknown(ctx.query, ITEM_PARAMS);
      const reader = await delivery().readerOf(ctx);
      const item = await delivery().item(ctx.params.slug, String(ctx.query.locale ?? 'nl'), reader);
      if (item.type === 'REDIRECT' && item.redirectCode !== 200) {
        ctx.status = item.redirectCode;
        ctx.set('Location', item.redirectTarget);
      }
      ctx.body = { data: item };
    },
    async sitemap(ctx) {
      try {
        ctx.type = 'application/xml; charset=utf-8';
        ctx.body = await delivery().sitemap();
      } catch (error) {
        strapi.log.error(`Sitemap generation failed: ${(error as Error).stack}`);
        throw new errors.ApplicationError('The sitemap could not be generated; check the logs.', { code: 'sitemap_failed' });
      }
    },
  };
};
