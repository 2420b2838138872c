/** The signed-in user's own account: who am I, my preferences, my profile, my password. */
import type { Ctx, WithStrapi } from '../../../strapi-types';
export default ({ strapi }: WithStrapi) => {
  const me = () => strapi.service('api::me.me');
  return {
    async find(ctx: Ctx) {
      ctx.body = await me().describe(ctx.state.user);
    },
    async updatePreferences(ctx: Ctx) {
      ctx.body = { preferences: await me().updatePreferences(ctx.state.user, ctx.request.body?.preferences) };
    },
    async updateProfile(ctx: Ctx) {
      ctx.body = { data: await me().updateProfile(ctx.state.user, ctx.request.body?.data) };
    },
    async changePassword(ctx: Ctx) {
      await strapi.service('api::account.account').changePassword(ctx, ctx.request.body);
      ctx.body = { ok: true };
    },
    async uploadAvatar(ctx: Ctx) {
      const file = ctx.request.files?.file;
      ctx.body = { data: await me().setAvatar(ctx.state.user, Array.isArray(file) ? file[0] : file) };
    },
  };
};
