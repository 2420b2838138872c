import type { Core } from '@strapi/strapi';

type Context = { set(name: string, value: string): void; type: string; body: unknown };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/openapi.json: the document, made once per process (the routes do not change while it runs). */
  async find(ctx: Context) {
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.type = 'application/json';
    ctx.body = await strapi.service('api::openapi.openapi').document();
  },
});
