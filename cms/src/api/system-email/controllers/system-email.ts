/** Parses the request and calls the service; the catalogue and its rules live in the service and @newsroom/config. */
import type { Ctx, WithStrapi } from '../../../strapi-types';

const bodyOf = (ctx: Ctx) => ((ctx.request as { body?: { data?: unknown } }).body?.data ?? {}) as unknown;

export default ({ strapi }: WithStrapi) => {
  const emails = () => strapi.service('api::system-email.system-email');
  return {
    async find(ctx: Ctx) {
      ctx.body = { data: await emails().list() };
    },
    async findOne(ctx: Ctx) {
      ctx.body = { data: await emails().get(ctx.params.key) };
    },
    async update(ctx: Ctx) {
      ctx.body = { data: await emails().save(ctx.params.key, ctx.params.language, bodyOf(ctx)) };
    },
    async reset(ctx: Ctx) {
      ctx.body = { data: await emails().reset(ctx.params.key, ctx.params.language) };
    },
    async preview(ctx: Ctx) {
      ctx.body = { data: await emails().preview(ctx.params.key, ctx.params.language, bodyOf(ctx)) };
    },
    async sendPreview(ctx: Ctx) {
      const to = String(ctx.state.user?.email ?? '');
      ctx.body = { data: await emails().sendPreview(ctx.params.key, ctx.params.language, bodyOf(ctx), to) };
    },
  };
};
