import { factories } from '@strapi/strapi';

const locale = (ctx) => (typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined) ?? ctx.request.body?.locale ?? 'nl';

export default factories.createCoreController('api::content.content', ({ strapi }) => ({
  async bulkStatus(ctx) {
    const { documentIds, status } = ctx.request.body ?? {};
    const updated = await strapi.service('api::content.content').bulkStatus(documentIds, status, locale(ctx));
    ctx.body = { data: { updated } };
  },
  async bulkDelete(ctx) {
    const deleted = await strapi.service('api::content.content').bulkDelete(ctx.request.body?.documentIds, locale(ctx));
    ctx.body = { data: { deleted } };
  },
  async accessPreview(ctx) {
    ctx.body = { data: await strapi.service('api::content.content').accessPreview(ctx.params.documentId, locale(ctx)) };
  },
}));
