/**
 * A customer's vacancy admins (profiles with `customer` and `vacancyAdmin`, SPEC 3 and 6) post and manage
 * that customer's vacancies through `/api/employer/...` (service `api::vacancy.employer`). Posting spends a
 * VACANCY credit, a highlighted vacancy a HIGHLIGHT credit and a longer run a LONGER_RUN credit, in the
 * vacancy's own transaction (./credits.ts: the database refuses the spend beyond the credit). The employer is
 * always the admin's own customer; another customer's vacancy is 404. Staff (administrators) use the
 * core `/api/vacancies` routes instead and spend no credits.
 */
import { errors } from '@strapi/utils';
import { type VacancyCreditKind, type FieldFailure } from '@newsroom/config';
import { refuseFields } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { serverOwnedFailures } from '../../../bootstrap/server-owned';
import { entry } from '../../order/services/history';
import type { Row, WithStrapi } from '../../../strapi-types';

const UID = 'api::vacancy.vacancy';
const PROFILE = 'api::profile.profile';
const APPLICATION = 'api::vacancy-application.vacancy-application';
type User = { id?: number; email?: string; username?: string } | null | undefined;

/** What an employer may send: everything but the employer and the server's own fields. */
const NOT_THEIRS = ['employer', 'id', 'documentId'];

export default ({ strapi }: WithStrapi) => {
  const credits = () => strapi.service('api::vacancy.credits');

  /** The signed-in user's customer, when the user is one of its vacancy admins; 403 otherwise. */
  async function employerOf(user: User): Promise<{ customerId: number; name: string }> {
    const profile = user?.id
      ? await strapi.db.query(PROFILE).findOne({
          where: { user: user.id },
          select: ['id', 'vacancyAdmin'],
          populate: { customer: { select: ['id', 'name'] } },
        })
      : null;
    // A PolicyError: Strapi's authorize step turns any other ForbiddenError into a bare "Forbidden".
    if (!profile?.customer || !profile.vacancyAdmin)
      throw new errors.PolicyError('Only vacancy admins of a customer manage its vacancies here.', {
        code: 'not_vacancy_admin',
      });
    return { customerId: Number(profile.customer.id), name: profile.customer.name };
  }

  const refuseForeign = (data: Row) => {
    const failures: FieldFailure[] = [
      ...serverOwnedFailures(strapi.contentType(UID), data),
      ...NOT_THEIRS.filter((f) => f in data).map((f) => ({
        path: [f],
        code: 'server_owned',
        params: { owner: 'vacancy' },
      })),
    ];
    if (failures.length) refuseFields(failures);
  };

  async function own(customerId: number, documentId: string) {
    const row = await strapi.db.query(UID).findOne({ where: { documentId, employer: customerId } });
    if (!row) throw new errors.NotFoundError('Vacancy not found.', { code: 'not_found' });
    return row;
  }

  const populate: Row = { categories: { fields: ['documentId', 'name', 'slug'] } };
  /** What an employer reads of a vacancy: not its history (who at the publisher did what) or credit bookkeeping. */
  const view = (row: Row | null) => {
    if (!row) return row;
    const { history: _history, creditUsed: _creditUsed, postedBy: _postedBy, ...rest } = row;
    return rest;
  };

  return {
    employerOf,

    async list(user: User, query: Row = {}) {
      const { customerId } = await employerOf(user);
      const page = Math.max(1, Number(query.page) || 1);
      const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || 25));
      const where = { employer: customerId, ...(query.status ? { status: String(query.status) } : {}) };
      const [rows, total] = await Promise.all([
        strapi.documents(UID).findMany({
          filters: where,
          sort: 'createdAt:desc',
          populate,
          start: (page - 1) * pageSize,
          limit: pageSize,
        }),
        strapi.db.query(UID).count({ where }),
      ]);
      return {
        data: rows.map(view),
        meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } },
      };
    },

    async findOne(user: User, documentId: string) {
      const { customerId } = await employerOf(user);
      await own(customerId, documentId);
      return view(await strapi.documents(UID).findOne({ documentId, populate }));
    },

    /** Posts a vacancy for the admin's customer, spending its credits; 409 `no_vacancy_credit` when none is left. */
    async create(user: User, data: Row) {
      const { customerId } = await employerOf(user);
      refuseForeign(data ?? {});
      const spend: VacancyCreditKind[] = ['VACANCY'];
      if (data.highlighted === true) spend.push('HIGHLIGHT');
      if (data.longerRun === true) spend.push('LONGER_RUN');
      return strapi.db.transaction(async ({ trx }) => {
        for (const kind of spend) await credits().spend(trx, customerId, kind);
        const created = await strapi.documents(UID).create({
          data: {
            ...data,
            employer: customerId,
            creditUsed: true,
            postedBy: user?.email ?? null,
            history: [entry(user, 'create', { to: data.status ?? 'DRAFT', note: `credits: ${spend.join(', ')}` })],
          } as Row,
          populate,
        });
        return view(created as Row);
      });
    },

    /** Changes the admin's own vacancy; turning on `highlighted` or `longerRun` spends that option's credit. */
    async update(user: User, documentId: string, data: Row) {
      const { customerId } = await employerOf(user);
      refuseForeign(data ?? {});
      return strapi.db.transaction(async ({ trx }) => {
        const current = await own(customerId, documentId);
        await lockRow(strapi, trx, UID, { id: current.id });
        const spend: VacancyCreditKind[] = [];
        if (data.highlighted === true && !current.highlighted) spend.push('HIGHLIGHT');
        if (data.longerRun === true && !current.longerRun) spend.push('LONGER_RUN');
        for (const kind of spend) await credits().spend(trx, customerId, kind);
        const history = [...(current.history ?? [])];
        history.push(
          entry(user, 'update', {
            ...(data.status && data.status !== current.status ? { from: current.status, to: data.status } : {}),
            ...(spend.length ? { note: `credits: ${spend.join(', ')}` } : {}),
          }),
        );
        return view(
          (await strapi.documents(UID).update({ documentId, data: { ...data, history } as Row, populate })) as Row,
        );
      });
    },

    async credits(user: User) {
      const { customerId, name } = await employerOf(user);
      return { customer: name, credits: await credits().balances(customerId) };
    },

    /** The applications to the customer's vacancies, newest first. */
    async applications(user: User, query: Row = {}) {
      const { customerId } = await employerOf(user);
      const where: Row = { vacancy: { employer: customerId } };
      if (query.vacancy) where.vacancy = { employer: customerId, documentId: String(query.vacancy) };
      if (query.status) where.status = String(query.status);
      return strapi.service(APPLICATION).listWhere(where, query);
    },

    async moveApplication(user: User, documentId: string, to: unknown) {
      const { customerId } = await employerOf(user);
      const row = await strapi.db
        .query(APPLICATION)
        .findOne({ where: { documentId, vacancy: { employer: customerId } }, select: ['id'] });
      if (!row) throw new errors.NotFoundError('Application not found.', { code: 'not_found' });
      return strapi.service(APPLICATION).move(documentId, to, user);
    },
  };
};
