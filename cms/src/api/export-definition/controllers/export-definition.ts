/** The caller's saved exports: every route works on the caller's own rows only (docs/exports.md). */
import type { Ctx, WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => {
  const definitions = () => strapi.service('api::export-definition.export-definition');
  return {
    async find(ctx: Ctx) {
      ctx.body = { data: await definitions().listOf(ctx.state.user.id) };
    },
    async create(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = { data: await definitions().create(ctx.state.user.id, ctx.request.body?.data) };
    },
    async update(ctx: Ctx) {
      ctx.body = { data: await definitions().update(ctx.state.user.id, ctx.params.id, ctx.request.body?.data) };
    },
    async delete(ctx: Ctx) {
      await definitions().remove(ctx.state.user.id, ctx.params.id);
      ctx.status = 204;
      ctx.body = null;
    },
  };
};
