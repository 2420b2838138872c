import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::vacancy.vacancy';

/** Core CRUD for staff (the document rules check every write); a customer's credits. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * GET /api/vacancy-credits/:customer (customer documentId) → data {VACANCY|HIGHLIGHT|LONGER_RUN: {granted,
   * used, left}}, meta {grants (the order lines they came from, newest first), vacancies (the customer's count)}.
   * The grants are for staff only: the employer's /api/employer/credits answers the balances alone.
   */
  async credits(ctx: Ctx) {
    const customer = await strapi.db
      .query('api::customer.customer')
      .findOne({ where: { documentId: String(ctx.params.customer) }, select: ['id'] });
    if (!customer) throw new errors.NotFoundError('Customer not found.', { code: 'not_found' });
    const credits = strapi.service('api::vacancy.credits');
    const [data, grants, vacancies] = await Promise.all([
      credits.balances(Number(customer.id)),
      credits.grants(Number(customer.id)),
      strapi.db.query(UID).count({ where: { employer: customer.id } }),
    ]);
    ctx.body = { data, meta: { grants, vacancies } };
  },
}));
