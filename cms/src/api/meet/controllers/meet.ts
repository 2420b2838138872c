/** POST /api/meet/auth: start a meeting with support (action api::meet.meet.auth, SPEC 6). */
import type { Ctx, WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => ({
  async auth(ctx: Ctx) {
    const body = ctx.request.body ?? {};
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { data: await strapi.service('api::meet.meet').start(ctx.state.user, { topic: body.data?.topic }) };
  },
});
