/**
 * A list's members (plain table `mail_list_members`, one row per list and profile): the paged table the
 * console shows, staff adding and removing profiles, and `memberCount` on the list recounted after every
 * change (confirmed members only: a pending subscription is no member yet).
 */
import { errors } from '@strapi/utils';
import {
  LIST_ADD_MAX_PROFILES,
  MAIL_LIST_MEMBER_STATUSES,
  type MailListMember,
  type MailListMemberSource,
} from '@newsroom/config';
import { dbModel } from '../../../services/db-model';
import { UnprocessableError } from '../../../services/errors';
import { invalidateProfileReads } from '../../../bootstrap/profile-transfer';
import type { Db, Row, Strapi, WithStrapi } from '../../../strapi-types';
import { fireAutomations } from '../../campaign-automation/fire';

export const MEMBERS_TABLE = 'mail_list_members';
const LIST_UID = 'api::mail-list.mail-list';
const PROFILE_UID = 'api::profile.profile';
const PAGE_SIZE_MAX = 100;

const refuse = (code: string, message: string, params: Record<string, unknown> = {}): never => {
  throw new errors.ValidationError(message, { code, ...params, params });
};

/** The profile table's names, resolved from Strapi's metadata. */
export const profileTable = (strapi: Strapi) => {
  const meta = dbModel(strapi, PROFILE_UID);
  return { table: meta.table, col: (name: string) => meta.column(name) };
};

/** Sets the list's `memberCount` to its confirmed members, in one statement. */
export async function recount(strapi: Strapi, listId: number, db: Db = strapi.db.connection) {
  const list = dbModel(strapi, LIST_UID);
  const counted = db(MEMBERS_TABLE).count('*').where({ list_id: listId, status: 'confirmed' });
  await db(list.table)
    .update({ [list.column('memberCount')]: counted })
    .where({ id: listId });
}

/** Ends every list membership of the profiles (an unsubscribe from all); answers how many lists lost one. */
export async function leaveAllLists(strapi: Strapi, db: Db, profileIds: number[]): Promise<number> {
  if (!profileIds.length) return 0;
  const lists: Row[] = await db(MEMBERS_TABLE).distinct('list_id').whereIn('profile_id', profileIds);
  await db(MEMBERS_TABLE).whereIn('profile_id', profileIds).delete();
  for (const { list_id } of lists) await recount(strapi, Number(list_id), db);
  return lists.length;
}

/** The ids of the profiles with this address (any case). */
export async function profileIdsOf(strapi: Strapi, db: Db, email: string): Promise<number[]> {
  const p = profileTable(strapi);
  const rows: Row[] = await db(p.table)
    .select('id')
    .whereRaw('lower(??) = ?', [p.col('email'), email.toLowerCase()]);
  return rows.map((r) => Number(r.id));
}

/**
 * Makes `profileIds` confirmed members of the list (new rows, or pending ones confirmed); answers how many
 * became members. Staff actions and imports confirm at once: the double opt-in is for the public form.
 */
export async function confirmMembers(
  strapi: Strapi,
  db: Db,
  listId: number,
  profileIds: number[],
  source: MailListMemberSource,
): Promise<{ added: number; alreadyMembers: number }> {
  let added = 0;
  let alreadyMembers = 0;
  const now = new Date();
  for (let i = 0; i < profileIds.length; i += 500) {
    const part = [...new Set(profileIds.slice(i, i + 500))];
    const existing: Row[] = await db(MEMBERS_TABLE)
      .select('profile_id', 'status')
      .where({ list_id: listId })
      .whereIn('profile_id', part);
    const confirmed = new Set(existing.filter((r) => r.status === 'confirmed').map((r) => Number(r.profile_id)));
    const pending = existing.filter((r) => r.status !== 'confirmed').map((r) => Number(r.profile_id));
    const known = new Set(existing.map((r) => Number(r.profile_id)));
    const fresh = part.filter((id) => !known.has(id));
    if (pending.length)
      await db(MEMBERS_TABLE)
        .update({ status: 'confirmed', confirmed_at: now, token_hash: null, source })
        .where({ list_id: listId })
        .whereIn('profile_id', pending);
    if (fresh.length)
      await db(MEMBERS_TABLE)
        .insert(
          fresh.map((profileId) => ({
            list_id: listId,
            profile_id: profileId,
            status: 'confirmed',
            source,
            requested_at: now,
            confirmed_at: now,
          })),
        )
        .onConflict(['list_id', 'profile_id'])
        .ignore();
    added += pending.length + fresh.length;
    // Event automations of this list (in the caller's transaction; never breaks the action).
    await fireAutomations(strapi, 'LIST_SUBSCRIBED', { profileIds: [...pending, ...fresh], listId }, { db: db as any });
    alreadyMembers += confirmed.size;
  }
  await recount(strapi, listId, db);
  return { added, alreadyMembers };
}

export default ({ strapi }: WithStrapi) => {
  const lists = () => strapi.service(LIST_UID);
  const knex = () => strapi.db.connection;

  return {
    /** One page of the list's members, newest first, searchable by e-mail and name, filterable by status. */
    async page(documentId: unknown, query: Row) {
      const list = await lists().listOf(documentId);
      const page = Math.max(1, Number.parseInt(String(query.page ?? 1), 10) || 1);
      const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Number.parseInt(String(query.pageSize ?? 25), 10) || 25));
      const status = query.status;
      if (status !== undefined && !(MAIL_LIST_MEMBER_STATUSES as readonly string[]).includes(String(status)))
        refuse('invalid_status', `status must be one of ${MAIL_LIST_MEMBER_STATUSES.join(', ')}.`, {
          values: MAIL_LIST_MEMBER_STATUSES.join(', '),
        });
      const p = profileTable(strapi);
      const search = typeof query.q === 'string' ? query.q.trim().toLowerCase().slice(0, 100) : '';
      const base = () => {
        const q = knex()(`${MEMBERS_TABLE} as m`)
          .join(`${p.table} as p`, 'p.id', 'm.profile_id')
          .where('m.list_id', list.id);
        if (status) q.andWhere('m.status', status);
        if (search) {
          const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
          q.andWhere((w) => {
            for (const field of ['email', 'firstName', 'lastName'])
              w.orWhereRaw(`lower(??) like ? escape '\\'`, [`p.${p.col(field)}`, like]);
          });
        }
        return q;
      };
      const [{ total }] = await base().count({ total: '*' });
      const rows: Row[] = await base()
        .select(
          `p.${p.col('documentId')} as profileId`,
          `p.${p.col('email')} as email`,
          `p.${p.col('firstName')} as firstName`,
          `p.${p.col('lastName')} as lastName`,
          'm.status',
          'm.source',
          'm.requested_at as requestedAt',
          'm.confirmed_at as confirmedAt',
        )
        .orderBy([
          { column: 'm.requested_at', order: 'desc' },
          { column: 'm.profile_id', order: 'desc' },
        ])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
      const data: MailListMember[] = rows.map((r) => ({
        profileId: r.profileId,
        email: r.email,
        firstName: r.firstName ?? null,
        lastName: r.lastName ?? null,
        status: r.status,
        source: r.source ?? null,
        requestedAt: iso(r.requestedAt)!,
        confirmedAt: iso(r.confirmedAt),
      }));
      const count = Number(total);
      return { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(count / pageSize), total: count } } };
    },

    /** Staff add profiles by document id: confirmed at once. Unknown ids refuse the whole request (422). */
    async add(documentId: unknown, body: Row) {
      const list = await lists().listOf(documentId);
      const ids = body?.profiles;
      if (!Array.isArray(ids) || !ids.length || !ids.every((id) => typeof id === 'string' && id))
        refuse('profiles_required', 'Send profiles: a list of profile document ids.');
      if (ids.length > LIST_ADD_MAX_PROFILES)
        refuse('too_many_profiles', `At most ${LIST_ADD_MAX_PROFILES} profiles at once.`, {
          max: LIST_ADD_MAX_PROFILES,
        });
      const wanted = [...new Set(ids as string[])];
      const p = profileTable(strapi);
      const found: Row[] = await knex()(p.table)
        .select('id', `${p.col('documentId')} as documentId`)
        .whereIn(p.col('documentId'), wanted);
      const missing = wanted.filter((id) => !found.some((row) => row.documentId === id));
      if (missing.length)
        throw new UnprocessableError(`Unknown profiles: ${missing.slice(0, 10).join(', ')}.`, {
          code: 'profile_not_found',
          profiles: missing.slice(0, 10).join(', '),
          params: { profiles: missing.slice(0, 10).join(', ') },
        });
      const result = await strapi.db.transaction(({ trx }) =>
        confirmMembers(
          strapi,
          trx,
          list.id,
          found.map((row) => Number(row.id)),
          'staff',
        ),
      );
      return result;
    },

    /** Removes one member (pending or confirmed); 404 when the profile is no member of the list. */
    async remove(documentId: unknown, profileDocumentId: unknown) {
      const list = await lists().listOf(documentId);
      const p = profileTable(strapi);
      const profile =
        typeof profileDocumentId === 'string'
          ? await knex()(p.table).first('id').where(p.col('documentId'), profileDocumentId)
          : null;
      const removed = profile
        ? await knex()(MEMBERS_TABLE).where({ list_id: list.id, profile_id: profile.id }).delete()
        : 0;
      if (!removed) throw new errors.NotFoundError('This profile is no member of the list.', { code: 'not_found' });
      await recount(strapi, list.id);
      return { removed: 1 };
    },

    invalidateProfiles: () => invalidateProfileReads(strapi),
  };
};
