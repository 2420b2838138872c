import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::mandate.mandate';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/mandates/:documentId/revoke: ACTIVE → REVOKED (409 `mandate_revoked` when it is already). */
  async revoke(this: any, ctx: Ctx) {
    const mandate = await strapi.service(UID).revoke(ctx.params.documentId);
    return this.transformResponse(await this.sanitizeOutput(mandate, ctx));
  },

  /** GET /api/mandates/:documentId/pdf: the signed mandate form. */
  async pdf(ctx: Ctx) {
    const { reference, content } = await strapi.service(UID).pdf(ctx.params.documentId);
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', `attachment; filename="mandate-${reference.replace(/[^A-Za-z0-9-]/g, '_')}.pdf"`);
    ctx.set('Cache-Control', 'private, max-age=0');
    ctx.body = content;
  },
}));
