/**
 * Files that belong to a profile (its CV; applications later) are private: the upload row carries
 * `isPrivate` (added to plugin::upload.file in src/extensions/upload). They are left out of the media
 * library for roles without the profile permission, `/uploads/...` answers 404 for them, and signed-in users
 * allowed to read profiles download them through `GET /api/profiles/{documentId}/files/{fileId}`.
 */
import type { Strapi } from '../strapi-types';
import { dbModel } from './db-model';
import { storePrivately } from '../extensions/upload/s3-private';
const FILE = 'plugin::upload.file';
/** Who may see private files: the permission to read profiles. */
/** A users-permissions user as far as its role goes. */
type UserWithRole = { role?: { id: number } | number | null } | null | undefined;

export const PROFILE_READ_ACTION = 'api::profile.profile.find';

/** Where a component's media field keeps its files (Strapi's polymorphic join table). */
const PRIVATE_FIELDS = [{ component: 'profile.cv', field: 'file' }];

export async function markPrivate(strapi: Strapi, fileIds: number[]) {
  const ids = fileIds.filter((id) => Number.isInteger(id));
  if (ids.length) await strapi.db.query(FILE).updateMany({ where: { id: { $in: ids } }, data: { isPrivate: true } });
  // On S3 the object leaves the public bucket (docs/files.md); on local disk /uploads refuses it instead.
  await storePrivately(strapi, ids);
}

/** Marks the files already attached to a private field (files attached before this rule, or behind the API's back). */
export async function markAttachedPrivate(strapi: Strapi) {
  const joinTable = dbModel(strapi, FILE).joinTable('related');
  if (!joinTable?.morphColumn) return;
  const { name, joinColumn, morphColumn } = joinTable;
  for (const { component, field } of PRIVATE_FIELDS) {
    const rows = await strapi.db
      .connection(name)
      .where({ [morphColumn.typeColumn.name]: component, field })
      .select(joinColumn.name);
    await markPrivate(
      strapi,
      rows.map((r) => Number(r[joinColumn.name])),
    );
  }
}

/** The users-permissions actions of a signed-in user's role. */
export async function actionsOfUser(strapi: Strapi, user: UserWithRole): Promise<string[]> {
  // The role is populated on a signed-in request; elsewhere it may be the bare id.
  const roleId = typeof user?.role === 'object' ? user.role?.id : user?.role;
  return roleId ? strapi.service('api::me.permissions').actionsOf(Number(roleId)) : [];
}

/** True when the request's user may read profiles (and so their files). */
export async function mayReadPrivate(strapi: Strapi, user: UserWithRole): Promise<boolean> {
  return (await actionsOfUser(strapi, user)).includes(PROFILE_READ_ACTION);
}

/** The request's signed-in user, from Strapi's request context. */
export const requestUser = (strapi: Strapi) => strapi.requestContext.get()?.state?.user ?? null;

/** A filter that leaves private files out (rows made before the flag existed hold null). */
export const notPrivate = { $or: [{ isPrivate: { $null: true } }, { isPrivate: false }] };

/** The private file served at this `/uploads/...` path, if any. */
export async function privateFileAt(strapi: Strapi, urlPath: string) {
  return strapi.db.query(FILE).findOne({ where: { url: urlPath, isPrivate: true }, select: ['id'] });
}

/**
 * At start: the look-up by URL behind every `/uploads` request gets an index, files already attached to a
 * private field are marked, and GraphQL's file queries (which would list private files) are closed.
 */
export async function bootstrapPrivateFiles(strapi: Strapi) {
  const meta = dbModel(strapi, FILE);
  const column = meta.column('url');
  await strapi.db.connection.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', [
    `${meta.table}_url_idx`,
    meta.table,
    column,
  ]);
  await markAttachedPrivate(strapi);
}

export function restrictFileGraphql(strapi: Strapi) {
  strapi.plugin('graphql')?.service('extension')?.shadowCRUD(FILE).disableQueries();
}
