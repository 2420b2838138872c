/** Public account steps that need no session (the sign-in flows themselves live in the users-permissions extension). */
export default ({ strapi }) => ({
  async confirm(ctx) {
    const { emailChanged } = await strapi.service('api::account.confirmation').confirm(ctx, ctx.request.body ?? {});
    ctx.body = { ok: true, emailChanged };
  },
});
