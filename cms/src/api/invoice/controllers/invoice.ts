import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { INVOICE_AMOUNT_FIELDS } from '@newsroom/config';
import { audienceOf, bypass, cachedAnswer, invoiceCacheOf } from '../../../services/read-cache';
import { listNarrowing } from '../../../services/list-narrowing';
import type { Ctx, Row } from '../../../strapi-types';

const UID = 'api::invoice.invoice';
/**
 * What a list shows when it names no `fields`: everything but the lines, taxes, snapshot, exchange and
 * history (large JSON: at 25 rows they are most of the answer's cost). `fields[]` asks for them.
 */
export const INVOICE_LIST_FIELDS = [
  'kind',
  'serial',
  'status',
  'description',
  ...INVOICE_AMOUNT_FIELDS,
  'refundDue',
  'currency',
  'invoiceDate',
  'paymentTerm',
  'dueDate',
  'finalizedAt',
  'closedDate',
  'reference',
  'comments',
  'recipients',
  'paymentMethod',
  'reverseCharge',
  'paymentLink',
  'paymentStatus',
  'directDebitStatus',
  'lastReminderAt',
  'remindersSent',
  'createdAt',
  'updatedAt',
];

export default factories.createCoreController(UID, ({ strapi }) => {
  const narrowing = listNarrowing(strapi);
  /** An issued document says whether it has a UBL and whether that is offered as Peppol (the console shows why not). */
  const withOffer = (invoice: Row | null, data: Row | null) =>
    invoice?.status && invoice.status !== 'DRAFT' && data
      ? { ...data, einvoice: strapi.service('api::invoice.documents').offerOf(invoice) }
      : data;
  const respond = async (ctx: Ctx, invoice: Row | null) => {
    const sanitized = await (controller as any).sanitizeOutput(invoice, ctx);
    return (controller as any).transformResponse(withOffer(invoice, sanitized));
  };
  const input = (ctx: Ctx) => ctx.request.body?.data ?? ctx.request.body ?? {};

  /** GET pdf / ubl: the stored file, with its SHA-256 in a header (the PDF's is also the invoice's `pdfHash`). */
  const download = (kind: 'pdf' | 'ubl') => async (ctx: Ctx) => {
    const invoice = await strapi.db.query(UID).findOne({ where: { documentId: ctx.params.documentId } });
    if (!invoice) throw new errors.NotFoundError('Invoice not found.');
    const file = await strapi.service('api::invoice.documents').file(invoice, kind);
    ctx.set('Content-Type', kind === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${invoice.serial}.${kind === 'pdf' ? 'pdf' : 'xml'}"`);
    ctx.set('X-Content-SHA256', file.sha256);
    ctx.set('Cache-Control', 'private, max-age=0');
    ctx.body = file.content;
  };

  const controller = {
    /**
     * The list, lean by default, served from the invoice read cache while nothing changed (finance keeps
     * its tabs open). A customer's invoices and the search are narrowed to ids first (services/list-narrowing.ts),
     * after the query as asked passed Strapi's checks.
     */
    async find(ctx: Ctx) {
      if (!ctx.query.fields) ctx.query = { ...ctx.query, fields: INVOICE_LIST_FIELDS };
      await cachedAnswer(invoiceCacheOf(strapi), ctx, `invoices:${audienceOf(ctx)}:${ctx.querystring}`, async () => {
        // Strapi's find, with the narrowing between the checks and the query (ctx.query itself is
        // re-parsed from the query string when set, which would turn long id lists into objects).
        const self = controller as any;
        // Its counts are kept per filter (list/count.ts), unless the request asks for fresh answers.
        ctx.state.invoiceList = !bypass(ctx);
        await self.validateQuery(ctx);
        const query = await self.sanitizeQuery(ctx);
        const { results, pagination } = await strapi
          .service(UID)
          .find({ ...query, filters: await narrowing.narrow(UID, query.filters) });
        return self.transformResponse(await self.sanitizeOutput(results, ctx), { pagination });
      });
    },
    /** One invoice, with its e-invoice offer (read from the stored row: the answer may leave the snapshot out). */
    async findOne(ctx: Ctx) {
      const body = await Object.getPrototypeOf(controller).findOne.call(controller, ctx);
      const row = body?.data
        ? await strapi.db.query(UID).findOne({
            where: { documentId: ctx.params.id },
            select: ['status', 'currency', 'snapshot', 'reverseCharge'],
          })
        : null;
      if (row) body.data = withOffer(row, body.data);
      return body;
    },
    /** POST /api/invoices/:documentId/finalize: numbers the draft and fixes it (409 when it is final already). */
    async finalize(ctx: Ctx) {
      const { invoice, usage } = await strapi.service(UID).finalizeWithUsage(ctx.params.documentId, ctx.state.user);
      const body = await respond(ctx, invoice);
      // From 90% of the series on, every finalisation carries the warning.
      if (usage.nearlyFull)
        body.meta = {
          ...body.meta,
          warnings: [
            {
              code: 'invoice_serials_nearly_full',
              message: `${usage.used} of the ${usage.capacity} invoice numbers of ${usage.channel.name} are used.`,
              ...usage,
            },
          ],
        };
      return body;
    },
    /** GET /api/invoices/serial-usage: per active channel, how many invoice numbers are used of how many. */
    async serialUsage() {
      return { data: await strapi.service(UID).serialUsage() };
    },
    /** POST /api/invoices/:documentId/payments {amount, overpayment?}: a received amount in cents; above the open amount only with `overpayment: true`. */
    async payments(ctx: Ctx) {
      return respond(
        ctx,
        await strapi.service('api::invoice.settlement').pay(ctx.params.documentId, input(ctx), ctx.state.user),
      );
    },
    /** POST /api/invoices/:documentId/credit-notes {lines?, reason?}: 201 with the credit note. */
    /** POST /api/invoices/:documentId/refunds {amount?}: money owed back to the customer paid out (all of it by default). */
    async refunds(ctx: Ctx) {
      return respond(
        ctx,
        await strapi.service('api::invoice.settlement').refund(ctx.params.documentId, input(ctx), ctx.state.user),
      );
    },

    async creditNotes(ctx: Ctx) {
      const note = await strapi
        .service('api::invoice.settlement')
        .credit(ctx.params.documentId, input(ctx), ctx.state.user);
      ctx.status = 201;
      return respond(ctx, note);
    },
    pdf: download('pdf'),
    ubl: download('ubl'),
    /** POST /api/invoices/:documentId/preview-email {to, subject}: the e-mail with its attachments to a few addresses. */
    async previewEmail(ctx: Ctx) {
      return { data: await strapi.service('api::invoice.mailing').preview(ctx.params.documentId, input(ctx)) };
    },
    /** POST /api/invoices/:documentId/send: to the customer, the recipients and the channel's BCC. */
    async send(ctx: Ctx) {
      return { data: await strapi.service('api::invoice.mailing').send(ctx.params.documentId, ctx.state.user) };
    },
    /** POST /api/invoices/:documentId/payment-link: a checkout at the payment provider for the open amount. */
    async paymentLink(ctx: Ctx) {
      return respond(ctx, await strapi.service('api::payment.payment').linkFor(ctx.params.documentId, ctx.state.user));
    },
  };
  return controller;
});
