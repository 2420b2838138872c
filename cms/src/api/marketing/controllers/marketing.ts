/** Marketing's own routes: the public zone API and event batches, and the console's overview and results. */
import { errors } from '@strapi/utils';
import { zoneQuery } from '../services/delivery';
import type { Ctx, WithStrapi } from '../../../strapi-types';

const refuseUnknown = (query: Record<string, unknown>, allowed: string[]) => {
  const unknown = Object.keys(query).filter((key) => !allowed.includes(key));
  if (unknown.length)
    throw new errors.ValidationError(`Unknown query parameters: ${unknown.join(', ')}`, {
      code: 'unknown_parameters',
      parameters: unknown,
    });
};

export default ({ strapi }: WithStrapi) => ({
  /** GET /api/marketing/zones/:key/content?visitor=&path=&category=&device= (public, per visitor: never stored by caches). */
  async zone(ctx: Ctx) {
    const query = zoneQuery(ctx.query ?? {}, ctx.get('user-agent'));
    const reader = await strapi.service('api::delivery.delivery').readerOf(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service('api::marketing.delivery').serve(String(ctx.params.key), query, reader) };
  },

  /** POST /api/marketing/events { data: { events: [{ type, zone, bundle, content }] } } (public). */
  async events(ctx: Ctx) {
    const body = ctx.request.body ?? {};
    const stored = await strapi.service('api::marketing.events').record(body.data?.events);
    ctx.status = 201;
    ctx.body = { data: { stored } };
  },

  async results(ctx: Ctx) {
    refuseUnknown(ctx.query ?? {}, ['period']);
    const period = Array.isArray(ctx.query.period) ? ctx.query.period[0] : ctx.query.period;
    ctx.body = { data: await strapi.service('api::marketing.results').results(period) };
  },

  async overview(ctx: Ctx) {
    refuseUnknown(ctx.query ?? {}, []);
    ctx.body = { data: await strapi.service('api::marketing.results').overview() };
  },
});
