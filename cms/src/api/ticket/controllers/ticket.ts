/**
 * Tickets' REST (docs/events.md): find, findOne and update of the holder's names (core), and the custom routes
 * of routes/custom.ts; the controller only parses and calls the services.
 */
import { PassThrough } from 'node:stream';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::ticket.ticket';
const ORDER = 'api::order.order';

const orderId = async (documentId: string) => {
  const order = await strapi.db.query(ORDER).findOne({ where: { documentId }, select: ['id', 'serial'] });
  if (!order) throw new errors.NotFoundError('Order not found.');
  return order;
};

export default factories.createCoreController(UID, () => ({
  /** POST /api/tickets/:documentId/revoke {release?: boolean} */
  async revoke(this: any, ctx: Ctx) {
    const body = (ctx.request as any).body ?? {};
    const release = body.release === true || body.data?.release === true;
    const ticket = await strapi.service(UID).revoke(ctx.params.documentId, { release }, ctx.state.user);
    return this.transformResponse(await this.sanitizeOutput(ticket, ctx));
  },

  /** POST /api/tickets/scan {code, event?} */
  async scan(ctx: Ctx) {
    const body = (ctx.request as any).body ?? {};
    ctx.body = await strapi.service('api::ticket.scan').scan(body.code, body.event);
  },

  /** GET /api/tickets/check-in/:event: the check-in screen's counts. */
  async checkIn(ctx: Ctx) {
    ctx.body = { data: await strapi.service('api::ticket.scan').counts(ctx.params.event) };
  },

  /** GET /api/tickets/door-key/:event: the key a door device checks codes with offline. */
  async doorKey(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await strapi.service(UID).doorKey(ctx.params.event) };
  },

  /** GET /api/tickets/guest-list?event=&session=&format=pdf|xlsx&columns=email,session,order,scannedAt */
  async guestList(ctx: Ctx) {
    const svc = strapi.service('api::ticket.guest-list');
    const request = await svc.prepare(ctx.query);
    const out = new PassThrough();
    ctx.set('Content-Disposition', `attachment; filename="${svc.fileName(request)}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.type =
      request.format === 'pdf'
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.body = out;
    svc.write(request, out).catch((error: Error) => {
      strapi.log.error(`Guest list failed: ${error.stack ?? error.message}`);
      out.destroy(error);
    });
  },

  /** GET /api/tickets/order/:order/pdf: the order's tickets as the buyer gets them. */
  async orderPdf(ctx: Ctx) {
    const order = await orderId(ctx.params.order);
    const { pdf } = await strapi.service('api::ticket.after-paid').orderPdf(order.id);
    if (!pdf) throw new errors.NotFoundError('This order has no valid tickets.', { code: 'no_tickets' });
    ctx.set('Content-Disposition', `attachment; filename="tickets-${order.serial}.pdf"`);
    ctx.type = 'application/pdf';
    ctx.body = pdf;
  },

  /** POST /api/tickets/order/:order/resend: the confirmation mail again. */
  async resend(ctx: Ctx) {
    const order = await orderId(ctx.params.order);
    const sent = await strapi.service('api::ticket.after-paid').mailOrder(order.id);
    if (!sent)
      throw new errors.NotFoundError('This order has no valid tickets or no e-mail address.', { code: 'no_tickets' });
    ctx.body = { data: { sent: true } };
  },
}));
