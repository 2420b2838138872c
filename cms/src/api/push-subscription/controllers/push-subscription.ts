/**
 * Staff's push routes (docs/push.md): the devices (core find and findOne; private keys never answered), delete
 * with a log entry, a test push to one device, and the /push overview's counts. Only parsing here.
 */
import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::push-subscription.push-subscription';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * GET /api/push-subscriptions: Strapi's list, each device with `hasProfile` (whether a profile is linked), which
   * roles that may not read profiles (marketing) see too; the profile itself only comes to those who may.
   */
  async find(ctx: Ctx) {
    const answer = (await super.find(ctx)) as { data: { id: number }[]; meta: unknown };
    const ids = answer.data.map((device) => device.id);
    const linked = ids.length
      ? await strapi.db
          .query(UID)
          .findMany({ where: { id: { $in: ids }, profile: { id: { $notNull: true } } }, select: ['id'] })
      : [];
    const withProfile = new Set(linked.map((row: { id: number }) => row.id));
    return { ...answer, data: answer.data.map((device) => ({ ...device, hasProfile: withProfile.has(device.id) })) };
  },

  /** DELETE /api/push-subscriptions/:id → 204; 404 when unknown. */
  async delete(ctx: Ctx) {
    await strapi.service(UID).removeByStaff(String(ctx.params.id), ctx.state.user);
    ctx.status = 204;
  },

  /** POST /api/push-subscriptions/:id/test {title, body?, url?, image?} (or the same under `data`) → {data: {result, status}}. */
  async test(ctx: Ctx) {
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const input = body.data && typeof body.data === 'object' ? body.data : body;
    ctx.body = { data: await strapi.service(UID).test(String(ctx.params.id), input, ctx.state.user) };
  },

  /** GET /api/push/campaigns/:id/results → {data: {recipients, sent, delivered, clicked, clicks, removed, failed, pending}}. */
  async campaignResults(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service(UID).campaignResults(String(ctx.params.id)) };
  },

  /** GET /api/push/overview → {data: {devices, withProfile, addedLast7Days, removedLast30Days, failing}}. */
  async overview(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service(UID).overview() };
  },
}));
