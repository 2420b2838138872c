import { factories } from '@strapi/strapi';
import { ORDER_ACTIONS, normaliseOrderStatus } from '@newsroom/config';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::order.order';

/** `filters[status][$eq]=CANCELED` (the legacy spelling) finds CANCELLED orders. */
function normaliseStatusFilters(value: unknown, underStatus = false): unknown {
  if (Array.isArray(value)) return value.map((v) => normaliseStatusFilters(v, underStatus));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, normaliseStatusFilters(v, underStatus || k === 'status')]),
    );
  return underStatus ? normaliseOrderStatus(value) : value;
}

const action = (name: string) =>
  async function (this: any, ctx: Ctx) {
    const order = await strapi.service('api::order.actions').run(ctx.params.documentId, name, ctx.state.user);
    const sanitized = await this.sanitizeOutput(order, ctx);
    return this.transformResponse(sanitized);
  };

export default factories.createCoreController(UID, () => ({
  async find(ctx) {
    if (ctx.query?.filters) ctx.query.filters = normaliseStatusFilters(ctx.query.filters);
    return super.find(ctx);
  },
  /** GET /api/orders/revenue?period=4w: the sales dashboard. */
  async revenue(ctx) {
    ctx.body = { data: await strapi.service('api::order.revenue').report(ctx.query.period) };
  },
  ...Object.fromEntries(Object.keys(ORDER_ACTIONS).map((name) => [name, action(name)])),
}));
