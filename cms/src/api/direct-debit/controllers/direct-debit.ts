/** Collections: the core find/findOne, and the actions (parse, then the services decide). */
import { factories } from '@strapi/strapi';
import type { Ctx, Row } from '../../../strapi-types';

const UID = 'api::direct-debit.direct-debit';

export default factories.createCoreController(UID, ({ strapi }) => {
  const input = (ctx: Ctx): Row => ctx.request.body?.data ?? ctx.request.body ?? {};
  const actions = () => strapi.service('api::direct-debit.actions');
  const respond = async (ctx: Ctx, row: Row | null) => {
    const self = controller as any;
    return self.transformResponse(await self.sanitizeOutput(row, ctx));
  };
  const controller = {
    async retry(ctx: Ctx) {
      return respond(ctx, await actions().retry(ctx.params.documentId, ctx.state.user));
    },
    async cancel(ctx: Ctx) {
      return respond(ctx, await actions().cancel(ctx.params.documentId, ctx.state.user));
    },
    async toPaymentLink(ctx: Ctx) {
      return respond(ctx, await actions().toPaymentLink(ctx.params.documentId, ctx.state.user));
    },
    async setStatus(ctx: Ctx) {
      return respond(ctx, await actions().setStatus(ctx.params.documentId, input(ctx), ctx.state.user));
    },
    /** GET /api/direct-debits/batches/:date[?channel=]: the day's pain.008 file. */
    async batch(ctx: Ctx) {
      const channel = typeof ctx.query.channel === 'string' ? ctx.query.channel : undefined;
      const { xml, count } = await strapi
        .service('api::direct-debit.bank')
        .batch(ctx.params.date, channel, ctx.state.user);
      ctx.set('Content-Type', 'application/xml; charset=utf-8');
      ctx.set('Content-Disposition', `attachment; filename="direct-debits-${ctx.params.date}.xml"`);
      ctx.set('X-Collections', String(count));
      ctx.body = xml;
    },
    /** POST /api/direct-debits/returns with `{ csv }`: the bank's returns, all or nothing. */
    async returns(ctx: Ctx) {
      ctx.body = { data: await strapi.service('api::direct-debit.bank').applyReturns(input(ctx).csv, ctx.state.user) };
    },
  };
  return controller;
});
