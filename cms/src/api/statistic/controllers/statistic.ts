import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::statistic.statistic', ({ strapi }) => ({
  async create(ctx) {
    const body = ctx.request.body ?? {};
    const count = await strapi.service('api::statistic.statistic').record(body.data?.events, ctx.state.user?.id ?? null);
    ctx.status = 201;
    ctx.body = { data: { stored: count } };
  },
}));
