/** Campaign statistics and a profile's e-mail activity: parse, then ask the service (api::campaign.statistics). */
import type { Ctx, WithStrapi } from '../../../strapi-types';

const SERVICE = 'api::campaign.statistics';

export default ({ strapi }: WithStrapi) => ({
  /** GET /campaigns/:id/statistics (one campaign) and GET /engagement/statistics (all): one action. */
  async read(ctx: Ctx) {
    const service = strapi.service(SERVICE);
    const interval = service.parseInterval(ctx.query.interval);
    ctx.body = {
      data: ctx.params.id ? await service.campaign(String(ctx.params.id), interval) : await service.overview(interval),
    };
  },

  async mailActivity(ctx: Ctx) {
    ctx.body = { data: await strapi.service(SERVICE).mailActivity(String(ctx.params.id)) };
  },
});
