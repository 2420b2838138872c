import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::vacancy.vacancy';

/** Core CRUD for staff (the document rules check every write); a customer's credits. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/vacancy-credits/:customer (customer documentId) → {VACANCY|HIGHLIGHT|LONGER_RUN: {granted, used, left}}. */
  async credits(ctx: Ctx) {
    const customer = await strapi.db
      .query('api::customer.customer')
      .findOne({ where: { documentId: String(ctx.params.customer) }, select: ['id'] });
    if (!customer) throw new errors.NotFoundError('Customer not found.', { code: 'not_found' });
    ctx.body = { data: await strapi.service('api::vacancy.credits').balances(Number(customer.id)) };
  },
}));
