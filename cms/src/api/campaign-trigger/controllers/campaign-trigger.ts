import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::campaign-trigger.campaign-trigger';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/campaign-triggers/:id/run: one run now, outside the schedule. */
  async runNow(this: any, ctx: Ctx) {
    const trigger = await strapi.service(UID).runNow(ctx.params.id, ctx.state.user);
    return this.transformResponse(await this.sanitizeOutput(trigger, ctx));
  },
}));
