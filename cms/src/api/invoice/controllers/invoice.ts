import { factories } from '@strapi/strapi';

const UID = 'api::invoice.invoice';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/invoices/:documentId/finalize: numbers the draft and fixes it (409 when it is final already). */
  async finalize(ctx) {
    const invoice = await strapi.service(UID).finalize(ctx.params.documentId, ctx.state.user);
    const sanitized = await this.sanitizeOutput(invoice, ctx);
    return this.transformResponse(sanitized);
  },
}));
