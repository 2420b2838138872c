/**
 * Profile rules on every write (through the document middleware, so REST, GraphQL and the Strapi
 * panel obey them): normalised e-mail unique regardless of case, the section 5 field rules, addresses
 * (one default billing and one default shipping), the CV, and at most 25 newsletters.
 * Also the registry of what must happen when a profile is deleted (see ./removal.ts).
 */
import { factories } from '@strapi/strapi';
import {
  CV_ENTRY_LISTS,
  DEFAULT_COUNTRY,
  NEWSLETTERS_PER_PROFILE,
  normaliseEmail,
  normalisePostcode,
  profileFailures,
  type FieldFailure,
} from '@newsroom/config';
import { isUniqueViolation, refuseFields } from '../../../services/errors';
import { UNIQUE_INDEXES } from '../../../bootstrap/indexes';
import { finalRelationKeys } from './relations';
import { storedFits, USES } from '../../../services/upload-policy';
import { markPrivate } from '../../../services/private-files';
import { dbModel } from '../../../services/db-model';
import { reading } from '../../../services/reading';

const UID = 'api::profile.profile';

/** Runs inside the deletion transaction, before the profile and its login account are removed. */
export type ProfileDeleteHandler = (event: {
  profile: { id: number; documentId: string; email: string; firstName?: string; lastName?: string };
  userId: number | null;
  trx: any;
}) => Promise<unknown>;

type Row = Record<string, any>;
const isRecord = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);

/** Component entries sent with an id update that entry: validate them as they will be stored. */
const mergeById = (entries: unknown, existing: Row[] = []) =>
  Array.isArray(entries)
    ? entries.map((entry) =>
        isRecord(entry) && entry.id ? { ...(existing.find((e) => e.id === Number(entry.id)) ?? {}), ...entry } : entry,
      )
    : entries;

export default factories.createCoreService(UID, ({ strapi }) => {
  const deleteHandlers: ProfileDeleteHandler[] = [];

  const existingFor = async (documentId: string, input: Row) => {
    const populate: Row = {};
    if ('addresses' in input) populate.addresses = true;
    if ('cv' in input)
      populate.cv = { populate: { experience: true, education: true, courses: true, freelance: true } };
    if ('newsletters' in input) populate.newsletters = { select: ['documentId'] };
    return strapi.db.query(UID).findOne({ where: { documentId }, select: ['id', 'documentId', 'email'], populate });
  };

  const normaliseAddresses = (addresses: unknown) =>
    Array.isArray(addresses)
      ? addresses.map((a) => {
          if (!isRecord(a)) return a;
          const country =
            typeof a.country === 'string' && a.country.trim()
              ? a.country.trim().toUpperCase()
              : (a.country ?? DEFAULT_COUNTRY);
          return { ...a, country, postcode: normalisePostcode(a.postcode, country) };
        })
      : addresses;

  const mergeCv = (cv: unknown, existing: Row | null) => {
    if (!isRecord(cv)) return cv;
    const base = existing && cv.id && Number(cv.id) === existing.id ? existing : {};
    const merged: Row = { ...base, ...cv };
    for (const list of CV_ENTRY_LISTS) if (list in cv) merged[list] = mergeById(cv[list], base[list]);
    if (isRecord(cv.freelance) && isRecord(base.freelance) && Number(cv.freelance.id) === base.freelance.id)
      merged.freelance = { ...base.freelance, ...cv.freelance };
    return merged;
  };

  const cvFileFailure = async (file: unknown): Promise<FieldFailure | null> => {
    const ref = isRecord(file) ? (file.id ?? file.documentId) : file;
    if (ref === null || ref === undefined || ref === '') return null;
    const where =
      typeof ref === 'number' || /^\d+$/.test(String(ref)) ? { id: Number(ref) } : { documentId: String(ref) };
    const row = await strapi.db.query('plugin::upload.file').findOne({ where, select: ['id', 'ext', 'mime'] });
    if (!row) return null; // Strapi reports a missing file itself.
    // The MIME type was stored from the file's bytes by the upload policy, so a renamed file does not pass.
    if (!storedFits(row, USES.cv))
      return { path: ['cv', 'file'], code: 'file_type', params: { types: 'pdf, doc, docx' } };
    // A CV is the profile's own: private from now on (src/services/private-files.ts).
    await markPrivate(strapi, [row.id]);
    return null;
  };

  return {
    /** Checks and normalises the data of a create or update; called by the document middleware. */
    async prepareWrite({ action, data, documentId }: { action: 'create' | 'update'; data: Row; documentId?: string }) {
      const input: Row = { ...(data ?? {}) };
      const existing = action === 'update' && documentId ? await existingFor(documentId, input) : null;
      if ('email' in input) input.email = normaliseEmail(input.email);
      if (typeof input.language === 'string') input.language = input.language.toUpperCase();
      if ('addresses' in input) input.addresses = normaliseAddresses(mergeById(input.addresses, existing?.addresses));
      if ('cv' in input) input.cv = mergeCv(input.cv, existing?.cv ?? null);

      const record = action === 'create' ? { type: 'LEAD', ...input } : input;
      const failures = profileFailures(record, action === 'create' ? undefined : Object.keys(input));

      if (!failures.some((f) => f.path[0] === 'email') && (action === 'create' || 'email' in input)) {
        if (await this.emailTaken(String(input.email), documentId)) failures.push({ path: ['email'], code: 'unique' });
      }
      if ('newsletters' in input) {
        const keys = await finalRelationKeys(
          strapi,
          'api::newsletter.newsletter',
          input.newsletters,
          (existing?.newsletters ?? []).map((n: Row) => n.documentId),
        );
        if (keys.length > NEWSLETTERS_PER_PROFILE)
          failures.push({
            path: ['newsletters'],
            code: 'newsletter_limit',
            params: { limit: NEWSLETTERS_PER_PROFILE },
          });
      }
      if (isRecord(input.cv) && 'file' in input.cv) {
        const failure = await cvFileFailure(input.cv.file);
        if (failure) failures.push(failure);
      }
      if (failures.length) refuseFields(failures);
      return input;
    },

    /** Whether another profile has this address, whatever its case (uses the lower(email) index). */
    async emailTaken(email: string, exceptDocumentId?: string) {
      const meta = dbModel(strapi, UID);
      const column = meta.column('email');
      const documentIdColumn = meta.column('documentId', 'document_id');
      // Inside a caller's transaction this joins it; otherwise it reads straight from the pool.
      const rows = await reading(strapi, (db) => {
        const query = db(meta.table)
          .select('id')
          .whereRaw('lower(??) = ?', [column, email.trim().toLowerCase()])
          .limit(1);
        if (exceptDocumentId) query.whereNot(documentIdColumn, exceptDocumentId);
        return query;
      });
      return rows.length > 0;
    },

    /**
     * Runs a create or update of the document service and answers a violation of the e-mail index (two
     * concurrent writes of one address) with the same 400 as the check above, never a 500. A new e-mail
     * of a profile with a login account is mailed for confirmation; the account keeps its old address
     * until then (409 `email_taken_by_account` when another login account has the new one).
     */
    async guardUniqueEmail<T>(email: unknown, documentId: string | undefined, write: () => Promise<T>): Promise<T> {
      const emailChange = strapi.service('api::account.email-change');
      const account = documentId ? await emailChange.accountToFollow(documentId, email) : null;
      try {
        const written = await write();
        if (account) await emailChange.request(account, String(email));
        return written;
      } catch (error) {
        if (typeof email !== 'string' || !email) throw error;
        let taken = isUniqueViolation(error, UNIQUE_INDEXES.profileEmail.name);
        // SQLite reports some constraint failures without the index name; look again once it rolled back.
        if (!taken && !strapi.db.inTransaction()) taken = await this.emailTaken(email, documentId).catch(() => false);
        if (taken) refuseFields([{ path: ['email'], code: 'unique' }]);
        throw error;
      }
    },

    /** Registers work that must happen, in the same transaction, when a profile is deleted (orders, invoices...). */
    onDelete(handler: ProfileDeleteHandler) {
      deleteHandlers.push(handler);
      return () => {
        const i = deleteHandlers.indexOf(handler);
        if (i >= 0) deleteHandlers.splice(i, 1);
      };
    },

    deleteHandlers: () => [...deleteHandlers],
  };
});
