import { errors } from '@strapi/utils';
import { cachedAnswer, readCacheOf } from '../../../services/read-cache';
import type { Ctx, WithStrapi } from '../../../strapi-types';
import type { Reader } from '../../content/services/access';

const LIST_PARAMS = new Set(['type', 'tag', 'category', 'dossier', 'locale', 'page', 'pageSize']);
const ITEM_PARAMS = new Set(['locale']);

const refuseUnknown = (query: Record<string, unknown>, allowed: Set<string>) => {
  const unknown = Object.keys(query).filter((key) => !allowed.has(key));
  if (unknown.length)
    throw new errors.ValidationError(`Unknown query parameters: ${unknown.join(', ')}`, {
      code: 'unknown_parameters',
      parameters: unknown,
    });
};

export default ({ strapi }: WithStrapi) => {
  const delivery = () => strapi.service('api::delivery.delivery');
  /** Anonymous readers all get the same answer, so theirs is cached; a signed-in reader's is their own. */
  const forReader = async (ctx: Ctx, produce: (reader: Reader) => Promise<void>) => {
    const reader = await delivery().readerOf(ctx);
    if (reader.signedIn) return produce(reader);
    return cachedAnswer(readCacheOf(strapi), ctx, `delivery:${ctx.path}?${ctx.querystring}`, () => produce(reader));
  };
  return {
    async list(ctx: Ctx) {
      refuseUnknown(ctx.query, LIST_PARAMS);
      await forReader(ctx, async (reader) => {
        ctx.body = await delivery().list(ctx.query, reader);
      });
    },
    async item(ctx: Ctx) {
      refuseUnknown(ctx.query, ITEM_PARAMS);
      await forReader(ctx, async (reader) => {
        const item = await delivery().item(ctx.params.slug, String(ctx.query.locale ?? 'nl'), reader);
        ctx.body = { data: item };
        if (item.type === 'REDIRECT' && item.redirectCode !== 200) {
          ctx.status = item.redirectCode;
          ctx.set('Location', item.redirectTarget);
        }
      });
    },
    /** Never cached: a revoked link must stop working at once, and the token is the reader's own. */
    async shared(ctx: Ctx) {
      refuseUnknown(ctx.query, new Set());
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Robots-Tag', 'noindex, nofollow');
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.body = { data: await delivery().shared(ctx.params.token) };
    },
    async sitemap(ctx: Ctx) {
      try {
        await cachedAnswer(readCacheOf(strapi), ctx, 'delivery:sitemap', async () => {
          ctx.body = await delivery().sitemap();
          ctx.type = 'application/xml; charset=utf-8';
        });
      } catch (error) {
        strapi.log.error(`Sitemap generation failed: ${(error as Error).stack}`);
        throw new errors.ApplicationError('The sitemap could not be generated; check the logs.', {
          code: 'sitemap_failed',
        });
      }
    },
  };
};
