/**
 * Public events routes for websites (no login; throttled in middlewares/ingestion-limits.ts; docs/events.md
 * "Delivery API"). An unknown or unpublished event is the same neutral 404.
 */
import { errors } from '@strapi/utils';
import type { Ctx, WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => ({
  async list(ctx: Ctx) {
    ctx.set('Cache-Control', 'public, max-age=30');
    ctx.body = await strapi.service('api::event.delivery').list(ctx.query);
  },
  async item(ctx: Ctx) {
    const item = await strapi.service('api::event.delivery').item(ctx.params.slug);
    if (!item) throw new errors.NotFoundError('Not found.', { code: 'not_found' });
    ctx.set('Cache-Control', 'public, max-age=30');
    ctx.body = { data: item };
  },
});
