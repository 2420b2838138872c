import { factories } from '@strapi/strapi';

/** Strapi's find and findOne, newest first unless asked otherwise. */
export default factories.createCoreController('api::log-entry.log-entry', () => ({
  async find(ctx) {
    if (!ctx.query.sort) ctx.query = { ...ctx.query, sort: ['at:desc', 'id:desc'] };
    return super.find(ctx);
  },
}));
