/** Preview and share links of a content item: parse, then the service decides. */
import type { Core } from '@strapi/strapi';

type Ctx = {
  state: { user: { id: number } };
  query: Record<string, unknown>;
  params: Record<string, string>;
  request: { body?: { data?: Record<string, unknown> } };
  status: number;
  body: unknown;
};

const localeOf = (ctx: Ctx) => (typeof ctx.query.locale === 'string' ? ctx.query.locale : 'nl');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => strapi.service('api::content-link.content-link');
  return {
    async find(ctx: Ctx) {
      ctx.body = { data: await links().listFor(ctx.params.documentId, localeOf(ctx)) };
    },
    async create(ctx: Ctx) {
      const data = ctx.request.body?.data ?? {};
      const locale = typeof data.locale === 'string' ? data.locale : localeOf(ctx);
      ctx.status = 201;
      ctx.body = {
        data: await links().create(ctx.params.documentId, { ...data, locale }, ctx.state.user.id),
      };
    },
    async revoke(ctx: Ctx) {
      await links().revoke(ctx.params.id);
      ctx.status = 204;
      ctx.body = null;
    },
  };
};
