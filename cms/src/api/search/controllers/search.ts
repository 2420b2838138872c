import type { Ctx, WithStrapi } from '../../../strapi-types';
export default ({ strapi }: WithStrapi) => ({
  async find(ctx: Ctx) {
    const q = typeof ctx.query.q === 'string' ? ctx.query.q : '';
    ctx.body = { data: await strapi.service('api::search.search').search(q, ctx.state.user) };
  },
});
