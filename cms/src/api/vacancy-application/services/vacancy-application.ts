/**
 * Applications (issue #20; docs/vacancies.md). Made only through the public API (`apply`): by a signed-in
 * reader's profile (its CV unless another file is sent) or by a new lead (a LEAD profile by e-mail, like a
 * list subscription). Every accepted request gets the same answer, so the form tells nobody who applied or
 * which addresses have profiles; one application per profile and vacancy (a repeat changes nothing). The CV
 * goes through the upload policy (use `cv`) and is private. The employer's contact is e-mailed after the
 * commit, in the language of the vacancy admin who posted the vacancy (customers have no language of their
 * own; staff-made vacancies and unknown posters: Dutch). The status moves only along APPLICATION_TRANSITIONS (`move`, row lock, history).
 */
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  APPLICATION_RULES,
  APPLICATION_STATUSES,
  canMoveApplication,
  normaliseEmail,
  validateFields,
  vacancyLive,
} from '@newsroom/config';
import { ConflictError, refuseFields } from '../../../services/errors';
import { lockRow } from '../../../services/records';
import { check, type UploadFile } from '../../../services/upload-policy';
import { markPrivate } from '../../../services/private-files';
import { langOf, renderSystemEmail, sendAccountMail } from '../../account/services/messages';
import { invalidateProfileReads } from '../../../bootstrap/profile-transfer';
import { entry } from '../../order/services/history';
import type { Row } from '../../../strapi-types';

const UID = 'api::vacancy-application.vacancy-application';
const VACANCY = 'api::vacancy.vacancy';
const PROFILE = 'api::profile.profile';
const populate: Row = {
  vacancy: { fields: ['documentId', 'title', 'slug'] },
  profile: { fields: ['documentId', 'email', 'firstName', 'lastName'] },
  cv: { fields: ['id', 'name', 'ext', 'size', 'mime'] },
};

export const APPLICATION_SOURCE = 'vacancy-application';

export default factories.createCoreService(UID, ({ strapi }) => ({
  /** A page of applications matching `where`, newest first. */
  async listWhere(where: Row, query: Row = {}) {
    const page = Math.max(1, Number(query.page) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || 25));
    const [data, total] = await Promise.all([
      strapi.documents(UID).findMany({
        filters: where,
        sort: 'createdAt:desc',
        populate,
        start: (page - 1) * pageSize,
        limit: pageSize,
      }),
      strapi.db.query(UID).count({ where }),
    ]);
    return { data, meta: { pagination: { page, pageSize, total, pageCount: Math.ceil(total / pageSize) } } };
  },

  /** Moves the status one step of the pipeline; 400 for an unknown status, 409 for a step it does not allow. */
  async move(documentId: string, to: unknown, user: Row | null | undefined) {
    if (!(APPLICATION_STATUSES as readonly string[]).includes(String(to)))
      refuseFields([{ path: ['status'], code: 'oneOf', params: { values: APPLICATION_STATUSES.join(', ') } }]);
    await strapi.db.transaction(async ({ trx }) => {
      if (!(await lockRow(strapi, trx, UID, { documentId })))
        throw new errors.NotFoundError('Application not found.', { code: 'not_found' });
      const row = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id', 'status', 'history'] });
      if (!canMoveApplication(row.status, String(to)))
        throw new ConflictError(`An application cannot move from ${row.status} to ${to}.`, {
          code: 'illegal_transition',
          status: row.status,
          to,
        });
      await strapi.db.query(UID).update({
        where: { id: row.id },
        data: {
          status: to,
          history: [...(row.history ?? []), entry(user, 'status', { from: row.status, to: String(to) })],
        },
      });
    });
    return strapi.documents(UID).findOne({ documentId, populate });
  },

  /**
   * The public application: `slug` names a live vacancy (404 otherwise), `body` the person, `file` an optional
   * CV, `userId` a signed-in reader. Answers nothing to tell apart: the controller says 202 either way.
   */
  async apply(slug: string, body: Row, file: UploadFile | null, userId: number | null) {
    const vacancy = await strapi.db.query(VACANCY).findOne({
      where: { slug: { $eqi: String(slug) } },
      select: ['id', 'title', 'status', 'publishFrom', 'publishUntil', 'contactEmail', 'contactName', 'postedBy'],
    });
    if (!vacancy || !vacancyLive(vacancy)) throw new errors.NotFoundError('Vacancy not found.', { code: 'not_found' });

    const reader = userId
      ? await strapi.db.query(PROFILE).findOne({
          where: { user: userId },
          select: ['id', 'email', 'firstName', 'lastName', 'phoneNumber', 'language'],
          populate: { cv: { populate: { file: { select: ['id'] } } } },
        })
      : null;
    const input: Row = {
      email: normaliseEmail(reader?.email ?? body.email),
      firstName: (body.firstName ?? reader?.firstName ?? '').toString().trim(),
      lastName: (body.lastName ?? reader?.lastName ?? '').toString().trim(),
      phone: body.phone ?? reader?.phoneNumber ?? null,
      motivation: typeof body.motivation === 'string' ? body.motivation.trim() || null : (body.motivation ?? null),
    };
    const failures = validateFields(input, APPLICATION_RULES);
    if (failures.length) refuseFields(failures);
    // The file is judged by its bytes before anything is written (400 file_type_not_allowed).
    const verdict = file ? await check(file, 'cv') : null;

    const profileId = reader ? Number(reader.id) : await this.leadFor(input);
    const already = await strapi.db.query(UID).count({ where: { vacancy: vacancy.id, profile: profileId } });
    if (already) return { created: false };

    let cvId: number | null = reader?.cv?.file?.id ?? null;
    if (file && verdict) {
      const [uploaded] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({ data: { fileInfo: { name: file.originalFilename ?? file.name } }, files: file });
      cvId = Number(uploaded.id);
      await markPrivate(strapi, [cvId]);
    }
    const created = await strapi.documents(UID).create({
      data: {
        ...input,
        vacancy: vacancy.id,
        profile: profileId,
        cv: cvId,
        status: 'NEW',
        history: [entry(null, 'create', { to: 'NEW', note: reader ? 'signed-in profile' : 'public form' })],
      } as Row,
    });
    if (vacancy.contactEmail) {
      const mail = await renderSystemEmail(
        strapi,
        'vacancy-application',
        await this.employerLanguage(vacancy.postedBy),
        {
          vacancy: vacancy.title,
          name: `${input.firstName} ${input.lastName}`.trim(),
          email: input.email,
          phone: input.phone ?? '',
          motivation: input.motivation ?? '',
          cv: cvId ? 'yes' : '',
        },
      );
      await sendAccountMail(strapi, vacancy.contactEmail, mail, `application ${created.documentId} notice`);
    }
    return { created: true };
  },

  /**
   * The language of the employer's mail: the account language of the vacancy admin who posted the vacancy
   * (`postedBy`, their sign-in e-mail), else Dutch. A customer has no language field to prefer.
   */
  async employerLanguage(postedBy: unknown): Promise<'nl' | 'en'> {
    if (typeof postedBy !== 'string' || !postedBy) return 'nl';
    const poster = await strapi.db
      .query(PROFILE)
      .findOne({ where: { user: { email: { $eqi: postedBy } } }, select: ['id', 'language'] });
    return langOf(poster?.language);
  },

  /** The profile of an address, or a new LEAD made from the application (source vacancy-application). */
  async leadFor(input: Row): Promise<number> {
    const find = () => strapi.db.query(PROFILE).findOne({ where: { email: { $eqi: input.email } }, select: ['id'] });
    const found = await find();
    if (found) return Number(found.id);
    try {
      const made = await strapi.documents(PROFILE).create({
        data: {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          type: 'LEAD',
          source: APPLICATION_SOURCE,
        } as Row,
      });
      invalidateProfileReads(strapi);
      return Number((made as Row).id);
    } catch (error) {
      const again = await find();
      if (again) return Number(again.id);
      throw error;
    }
  },
}));
