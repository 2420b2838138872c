/** Public account steps that need no session (the sign-in flows themselves live in the users-permissions extension). */
import type { Ctx, WithStrapi } from '../../../strapi-types';
export default ({ strapi }: WithStrapi) => ({
  async confirm(ctx: Ctx) {
    const { emailChanged } = await strapi.service('api::account.confirmation').confirm(ctx, ctx.request.body ?? {});
    ctx.body = { ok: true, emailChanged };
  },
});
