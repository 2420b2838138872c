/** The routes a customer's vacancy admins use (`/api/employer/...`); the rules are in ../services/employer.ts. */
import type { Ctx, WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => {
  const employer = () => strapi.service('api::vacancy.employer');
  const dataOf = (ctx: Ctx) => (ctx.request.body as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  return {
    async find(ctx: Ctx) {
      ctx.body = await employer().list(ctx.state.user, ctx.query);
    },
    async findOne(ctx: Ctx) {
      ctx.body = { data: await employer().findOne(ctx.state.user, ctx.params.documentId) };
    },
    async create(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = { data: await employer().create(ctx.state.user, dataOf(ctx)) };
    },
    async update(ctx: Ctx) {
      ctx.body = { data: await employer().update(ctx.state.user, ctx.params.documentId, dataOf(ctx)) };
    },
    async credits(ctx: Ctx) {
      ctx.body = { data: await employer().credits(ctx.state.user) };
    },
    async applications(ctx: Ctx) {
      ctx.body = await employer().applications(ctx.state.user, ctx.query);
    },
    async moveApplication(ctx: Ctx) {
      const to = (dataOf(ctx) as { status?: unknown }).status;
      ctx.body = { data: await employer().moveApplication(ctx.state.user, ctx.params.documentId, to) };
    },
  };
};
