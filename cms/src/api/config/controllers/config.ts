import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::config.config';

/**
 * GET answers the configuration as it applies (stored over SPEC 3's defaults, every section), whatever `populate`
 * asks; PUT is Strapi's own update (the document rules check and merge it) answered with the same view.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx: Ctx) {
    ctx.body = { data: await strapi.service(UID).merged() };
  },
  async update(ctx: Ctx) {
    // The core update returns its answer (a refusal throws); the merged view replaces it.
    await super.update(ctx);
    ctx.body = { data: await strapi.service(UID).merged() };
  },
}));
