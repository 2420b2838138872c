import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::social-share.social-share';

/** Parses the request; the service shares, records and refuses. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async status(ctx: Ctx) {
    ctx.body = { data: await strapi.service(UID).status() };
  },
  async share(ctx: Ctx) {
    const body = (ctx.request as { body?: { data?: unknown } }).body;
    ctx.body = { data: await strapi.service(UID).share(ctx.state.user, body?.data ?? {}) };
  },
}));
