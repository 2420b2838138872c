export default ({ strapi }) => ({
  async find(ctx) {
    const q = typeof ctx.query.q === 'string' ? ctx.query.q : '';
    ctx.body = { data: await strapi.service('api::search.search').search(q, ctx.state.user) };
  },
});
