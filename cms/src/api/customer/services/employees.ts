/**
 * A customer's employees (service `api::customer.employees`): profiles linked to one customer, with the
 * company-admin and vacancy-admin flags. Adding one finds the profile by e-mail (or creates it) and
 * e-mails an invitation (valid INVITATION_LINK_DAYS) that, once accepted, creates the login account or
 * links the existing one. A person belongs to at most one customer: adding someone who belongs to
 * another is refused (409 `employee_elsewhere`), also when two customers add the same person at once
 * (the profile row is locked while it is linked, and a unique index on the link backs it up).
 */
import crypto from 'crypto';
import { errors } from '@strapi/utils';
import {
  EMPLOYEE_ELSEWHERE,
  INVITATION_LINK_DAYS,
  customerDisplayName,
  domainList,
  emailDomainApproved,
  normaliseEmail,
  rules,
  validateFields,
  type FieldFailure,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { langOf, renderSystemEmail, sendAccountMail } from '../../account/services/messages';
import { publicUrl } from '../../account/services/account';
import type { Trx, WithStrapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';
import { sha256 } from '../../../services/sha256';

const CUSTOMER = 'api::customer.customer';
const PROFILE = 'api::profile.profile';
const INVITATION = 'api::customer.customer-invitation';

type Row = Record<string, any>;
type Staff = { id: number } | null | undefined;
export type EmployeeInput = {
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  companyAdmin?: unknown;
  vacancyAdmin?: unknown;
};

const EMPLOYEE_RULES = {
  email: [rules.required, rules.email, rules.maxLength(255)],
  firstName: [rules.maxLength(100)],
  lastName: [rules.maxLength(100)],
  companyAdmin: [rules.boolean],
  vacancyAdmin: [rules.boolean],
};
const EMPLOYEE_FIELDS = [
  'id',
  'documentId',
  'email',
  'firstName',
  'lastName',
  'companyAdmin',
  'vacancyAdmin',
  'employeeInvitedAt',
  'employeeAcceptedAt',
];

export const elsewhereError = (email: string) =>
  new ConflictError(
    `${email} could not be added as an employee: the account may already be an employee of another company.`,
    { code: EMPLOYEE_ELSEWHERE, email },
  );

export default ({ strapi }: WithStrapi) => {
  const customerOf = async (documentId: string) => {
    const customer = await strapi.db
      .query(CUSTOMER)
      .findOne({ where: { documentId }, select: ['id', 'documentId', 'name', 'contact', 'emailDomains'] });
    if (!customer) throw new errors.NotFoundError('Customer not found.', { code: 'not_found' });
    return customer;
  };

  const view = (p: Row) => ({
    documentId: p.documentId,
    email: p.email,
    firstName: p.firstName ?? null,
    lastName: p.lastName ?? null,
    companyAdmin: !!p.companyAdmin,
    vacancyAdmin: !!p.vacancyAdmin,
    invitedAt: p.employeeInvitedAt ?? null,
    acceptedAt: p.employeeAcceptedAt ?? null,
    hasAccount: !!p.user,
  });

  /** The field and domain rules of one employee; `prefix` places the failures (`employees.N` on a customer create). */
  const failuresOf = (input: EmployeeInput, domains: string[], prefix: (string | number)[] = []): FieldFailure[] => {
    const data = { ...input, email: normaliseEmail(input.email) };
    const failures: FieldFailure[] = validateFields(data, EMPLOYEE_RULES);
    if (!failures.length && !emailDomainApproved(String(data.email), domains))
      failures.push({ path: ['email'], code: 'emailDomain', params: { domains: domains.join(', ') } });
    return failures.map((f) => ({ ...f, path: [...prefix, ...f.path] }));
  };

  /** Locks the profile row (PostgreSQL; SQLite writes one at a time anyway) and returns its customer id. */
  const lockedCustomerId = async (trx: Trx, profileId: number): Promise<number | null> => {
    const join = dbModel(strapi, PROFILE).link('customer');
    await lockRow(strapi, trx, PROFILE, { id: profileId });
    const link = await trx(join.name)
      .select(join.inverseJoinColumn.name + ' as customerId')
      .where(join.joinColumn.name, profileId)
      .first();
    return link?.customerId ?? null;
  };

  const service = {
    failuresOf,

    async list(customerDocumentId: string) {
      const customer = await customerOf(customerDocumentId);
      const rows = await strapi.db.query(PROFILE).findMany({
        where: { customer: customer.id },
        select: EMPLOYEE_FIELDS,
        populate: { user: { select: ['id'] } },
        orderBy: [{ lastName: 'asc' }, { email: 'asc' }],
      });
      return rows.map(view);
    },

    /** Adds (or creates) the person and sends the invitation; 400 for bad input, 409 when they belong elsewhere or here already. */
    async add(customerDocumentId: string, input: EmployeeInput, staff: Staff) {
      const customer = await customerOf(customerDocumentId);
      const failures = failuresOf(input ?? {}, domainList(customer.emailDomains));
      if (failures.length) refuseFields(failures);
      const email = String(normaliseEmail(input.email));
      const flags = { companyAdmin: input.companyAdmin === true, vacancyAdmin: input.vacancyAdmin === true };

      const profileId: number = await strapi.db.transaction(async ({ trx }) => {
        let profile = await strapi.db.query(PROFILE).findOne({ where: { email: { $eqi: email } }, select: ['id'] });
        profile ??= await strapi.documents(PROFILE).create({
          data: {
            email,
            firstName: input.firstName || null,
            lastName: input.lastName || null,
            type: 'CUSTOMER_NO_ACCOUNT',
            source: 'employee',
          } as any,
        });
        const current = await lockedCustomerId(trx, profile.id);
        if (current === customer.id)
          throw new ConflictError(`${email} is already an employee of this customer.`, {
            code: 'employee_exists',
            email,
          });
        if (current !== null) throw elsewhereError(email);
        await strapi.db.query(PROFILE).update({
          where: { id: profile.id },
          data: { customer: customer.id, ...flags, employeeInvitedAt: new Date(), employeeAcceptedAt: null },
        });
        return profile.id;
      });
      strapi.log.info(`Employee ${email} added to customer ${customer.documentId} by user ${staff?.id ?? 'system'}.`);
      const invited = await service.sendInvitation(customer, profileId);
      const profile = await strapi.db
        .query(PROFILE)
        .findOne({ where: { id: profileId }, select: EMPLOYEE_FIELDS, populate: { user: { select: ['id'] } } });
      return { ...view(profile), invitationSent: invited };
    },

    /**
     * For a customer that was just created (the controller checked every employee's fields first: 400,
     * nothing written): adds each; the ones that belong elsewhere, or fail otherwise, become warnings and
     * the customer stays.
     */
    async addMany(customerDocumentId: string, list: EmployeeInput[], staff: Staff) {
      const warnings: { code: string; email: string; message: string }[] = [];
      for (const input of list) {
        try {
          await service.add(customerDocumentId, input, staff);
        } catch (error: any) {
          // The customer is saved either way: every employee that could not be added becomes a warning.
          const known = [EMPLOYEE_ELSEWHERE, 'employee_exists'].includes(error?.details?.code);
          if (!known)
            strapi.log.error(
              `Employee ${String(input?.email)} not added to customer ${customerDocumentId}: ${error?.message}`,
            );
          warnings.push({
            code: known ? error.details.code : 'employee_failed',
            email: String(normaliseEmail(input?.email)),
            message: error?.message ?? String(error),
          });
        }
      }
      return warnings;
    },

    async update(customerDocumentId: string, profileDocumentId: string, input: EmployeeInput) {
      const profile = await service.employeeOf(customerDocumentId, profileDocumentId);
      const failures = validateFields(input ?? {}, {
        companyAdmin: EMPLOYEE_RULES.companyAdmin,
        vacancyAdmin: EMPLOYEE_RULES.vacancyAdmin,
      });
      if (failures.length) refuseFields(failures);
      const data: Row = {};
      for (const flag of ['companyAdmin', 'vacancyAdmin'] as const)
        if (typeof input?.[flag] === 'boolean') data[flag] = input[flag];
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data });
      const row = await strapi.db
        .query(PROFILE)
        .findOne({ where: { id: profile.id }, select: EMPLOYEE_FIELDS, populate: { user: { select: ['id'] } } });
      return view(row);
    },

    /** Unlinks the person (the profile and its account stay) and voids open invitations. */
    async remove(customerDocumentId: string, profileDocumentId: string) {
      const profile = await service.employeeOf(customerDocumentId, profileDocumentId);
      await strapi.db.transaction(async () => {
        await strapi.db.query(PROFILE).update({
          where: { id: profile.id },
          data: {
            customer: null,
            companyAdmin: false,
            vacancyAdmin: false,
            employeeInvitedAt: null,
            employeeAcceptedAt: null,
          },
        });
        await strapi.db.query(INVITATION).deleteMany({ where: { profileId: profile.id } });
      });
    },

    async resendInvitation(customerDocumentId: string, profileDocumentId: string) {
      const customer = await customerOf(customerDocumentId);
      const profile = await service.employeeOf(customerDocumentId, profileDocumentId);
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { employeeInvitedAt: new Date() } });
      return { invitationSent: await service.sendInvitation(customer, profile.id) };
    },

    async employeeOf(customerDocumentId: string, profileDocumentId: string) {
      const customer = await customerOf(customerDocumentId);
      const profile = await strapi.db
        .query(PROFILE)
        .findOne({ where: { documentId: profileDocumentId, customer: customer.id }, select: ['id', 'email'] });
      if (!profile)
        throw new errors.NotFoundError('This person is not an employee of the customer.', { code: 'not_found' });
      return profile;
    },

    /** A new link makes earlier ones invalid. False when the mail could not be delivered (the employee stays added). */
    async sendInvitation(customer: Row, profileId: number) {
      const code = crypto.randomBytes(18).toString('base64url');
      await strapi.db.query(INVITATION).deleteMany({ where: { profileId } });
      await strapi.db.query(INVITATION).create({
        data: {
          codeHash: sha256(code),
          profileId,
          customerId: customer.id,
          expiresAt: new Date(Date.now() + INVITATION_LINK_DAYS * 86_400_000),
        },
      });
      const profile = await strapi.db
        .query(PROFILE)
        .findOne({ where: { id: profileId }, select: ['email', 'language'] });
      const mail = await renderSystemEmail(strapi, 'employee-invitation', langOf(profile?.language), {
        company: customerDisplayName(customer),
        link: `${publicUrl(strapi)}/accept-invitation?code=${encodeURIComponent(code)}`,
        days: INVITATION_LINK_DAYS,
      });
      return sendAccountMail(strapi, profile.email, mail, `Invitation e-mail to profile ${profileId}`);
    },

    /** A valid, unused, unexpired invitation (for the public accept page), or 400 invalid_code. */
    async invitationOf(code: unknown) {
      const invalid = () =>
        new errors.ValidationError('This invitation link is invalid or has expired. Ask for a new one.', {
          code: 'invalid_code',
        });
      if (typeof code !== 'string' || code.length < 10 || code.length > 200) throw invalid();
      const row = await strapi.db.query(INVITATION).findOne({ where: { codeHash: sha256(code) } });
      if (!row || row.usedAt || new Date(row.expiresAt).getTime() <= Date.now()) throw invalid();
      const profile = await strapi.db.query(PROFILE).findOne({
        where: { id: row.profileId, customer: row.customerId },
        select: ['id', 'email', 'firstName', 'lastName'],
        populate: { user: { select: ['id'] } },
      });
      if (!profile) throw invalid(); // removed as an employee since
      const customer = await strapi.db
        .query(CUSTOMER)
        .findOne({ where: { id: row.customerId }, select: ['id', 'name', 'contact'] });
      return { row, profile, customer };
    },

    async describeInvitation(code: unknown) {
      const { profile, customer } = await service.invitationOf(code);
      return { customer: customerDisplayName(customer), email: profile.email, needsPassword: !profile.user };
    },

    /**
     * Accepts: without a login account one is created with the chosen password (confirmed: the e-mailed
     * link proves the address); with one, it is linked. The code works once, also when two accepts race.
     */
    async acceptInvitation(body: Row) {
      const { row, profile } = await service.invitationOf(body?.code);
      if (!profile.user)
        strapi.service('api::account.account').checkNewPassword(body?.password, body?.passwordConfirmation);
      const claimed = await strapi.db
        .query(INVITATION)
        .updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
      if (!claimed?.count)
        throw new errors.ValidationError('This invitation link is invalid or has expired. Ask for a new one.', {
          code: 'invalid_code',
        });
      const data: Row = { employeeAcceptedAt: new Date() };
      if (!profile.user) {
        const role = await strapi.db
          .query('plugin::users-permissions.role')
          .findOne({ where: { type: 'authenticated' } });
        const user = await strapi.plugin('users-permissions').service('user').add({
          username: profile.email,
          email: profile.email,
          password: body.password,
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role?.id,
        });
        Object.assign(data, { user: user.id, accountStatus: 'CONFIRMED', type: 'CUSTOMER' });
      }
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data });
      return { accepted: true, accountCreated: !profile.user };
    },
  };
  return service;
};
