import { factories } from '@strapi/strapi';
import { domainList } from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import type { Strapi } from '../../../strapi-types';
import type { EmployeeInput } from '../services/employees';

const UID = 'api::customer.customer';
const employees = (strapi: Strapi) => strapi.service('api::customer.employees');

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * POST /api/customers {data: {..., employees?: [{email, firstName, lastName, companyAdmin, vacancyAdmin}]}}:
   * malformed employees refuse the whole request (400, nothing written); otherwise the customer is
   * saved first and employees who belong to another customer come back as `meta.warnings`.
   */
  async create(ctx) {
    const data = ctx.request.body?.data;
    const list = Array.isArray(data?.employees) ? data.employees : [];
    if (data && 'employees' in data) delete data.employees;
    const failures = list.flatMap((e: EmployeeInput | null, i: number) =>
      employees(strapi).failuresOf(e ?? {}, domainList(data?.emailDomains), ['employees', i]),
    );
    if (failures.length) refuseFields(failures);
    const response: any = await super.create(ctx);
    if (!list.length || !response?.data?.documentId) return response;
    const warnings = await employees(strapi).addMany(response.data.documentId, list, ctx.state.user);
    return { ...response, meta: { ...(response.meta ?? {}), warnings } };
  },

  async employees(ctx) {
    ctx.body = { data: await employees(strapi).list(ctx.params.documentId) };
  },
  async addEmployee(ctx) {
    ctx.status = 201;
    ctx.body = {
      data: await employees(strapi).add(
        ctx.params.documentId,
        ctx.request.body?.data ?? ctx.request.body ?? {},
        ctx.state.user,
      ),
    };
  },
  async updateEmployee(ctx) {
    ctx.body = {
      data: await employees(strapi).update(
        ctx.params.documentId,
        ctx.params.profileId,
        ctx.request.body?.data ?? ctx.request.body ?? {},
      ),
    };
  },
  async removeEmployee(ctx) {
    await employees(strapi).remove(ctx.params.documentId, ctx.params.profileId);
    ctx.status = 204;
  },
  async inviteEmployee(ctx) {
    ctx.body = { data: await employees(strapi).resendInvitation(ctx.params.documentId, ctx.params.profileId) };
  },
  /** Public: what the invitation page shows before the person accepts. */
  async describeInvitation(ctx) {
    ctx.body = { data: await employees(strapi).describeInvitation(ctx.request.body?.code) };
  },
  async acceptInvitation(ctx) {
    ctx.body = { data: await employees(strapi).acceptInvitation(ctx.request.body ?? {}) };
  },
  /** GET /api/customers/postcode?postcode=1234AB&houseNumber=1 → {street, city}. */
  async lookupPostcode(ctx) {
    ctx.body = {
      data: await strapi.service('api::customer.postcode').lookup(ctx.query.postcode, ctx.query.houseNumber),
    };
  },
}));
