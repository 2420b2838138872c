/** The signed-in user's own account: who am I, my preferences, my profile, my password. */
export default ({ strapi }) => {
  const me = () => strapi.service('api::me.me');
  return {
    async find(ctx) {
      ctx.body = await me().describe(ctx.state.user);
    },
    async updatePreferences(ctx) {
      ctx.body = { preferences: await me().updatePreferences(ctx.state.user, ctx.request.body?.preferences) };
    },
    async updateProfile(ctx) {
      ctx.body = { data: await me().updateProfile(ctx.state.user, ctx.request.body?.data) };
    },
    async changePassword(ctx) {
      await strapi.service('api::account.account').changePassword(ctx, ctx.request.body);
      ctx.body = { ok: true };
    },
    async uploadAvatar(ctx) {
      const file = ctx.request.files?.file;
      ctx.body = { data: await me().setAvatar(ctx.state.user, Array.isArray(file) ? file[0] : file) };
    },
  };
};
