import { factories } from '@strapi/strapi';

const UID = 'api::product.product';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/products/bulk-publish {documentIds, published}: all or nothing. */
  async bulkPublish(ctx) {
    const { documentIds, published } = ctx.request.body ?? {};
    ctx.body = { data: await strapi.service(UID).bulkPublish(documentIds, published) };
  },
}));
