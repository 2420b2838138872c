/** Parses the request and hands the caller's id to the service: a user only ever touches their own filters. */
import type { Core } from '@strapi/strapi';

type Ctx = {
  state: { user: { id: number } };
  query: Record<string, unknown>;
  params: Record<string, string>;
  request: { body?: { data?: unknown } };
  status: number;
  body: unknown;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const filters = () => strapi.service('api::saved-filter.saved-filter');
  return {
    async find(ctx: Ctx) {
      const resource = typeof ctx.query.resource === 'string' ? ctx.query.resource : undefined;
      ctx.body = { data: await filters().listOf(ctx.state.user.id, resource) };
    },
    async create(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = { data: await filters().save(ctx.state.user.id, ctx.request.body?.data) };
    },
    async delete(ctx: Ctx) {
      await filters().remove(ctx.state.user.id, ctx.params.id);
      ctx.status = 204;
      ctx.body = null;
    },
  };
};
