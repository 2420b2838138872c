/**
 * Tag or untag many profiles at once (the /users list's bulk action): all or nothing, straight on
 * the link table so a few thousand profiles take one statement each way. Tags do not take part in
 * the profile write rules, so skipping the document service skips nothing; the list's count cache
 * is emptied because tag filters count differently afterwards.
 */
import { errors } from '@strapi/utils';
import { announceWrite } from '../../../services/cluster/writes';
import { PROFILE_UID } from '../../profile-import/importer/schema';
import type { Row, WithStrapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';
import { fireAutomations } from '../../campaign-automation/fire';

const PROFILE = 'api::profile.profile';
const TAG = 'api::profile-tag.profile-tag';
export const BULK_TAGS_MAX_PROFILES = 5000;

const documentIdsOf = (value: unknown, field: string, max: number): string[] => {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > max || value.some((v) => typeof v !== 'string' || !v)) {
    throw new errors.ValidationError(`${field} must be a list of at most ${max} documentIds`, {
      code: 'document_ids_required',
      field,
    });
  }
  return [...new Set(value as string[])];
};

export default ({ strapi }: WithStrapi) => ({
  async apply(body: { documentIds?: unknown; add?: unknown; remove?: unknown }) {
    const profiles = documentIdsOf(body?.documentIds, 'documentIds', BULK_TAGS_MAX_PROFILES);
    const add = documentIdsOf(body?.add, 'add', 100);
    const remove = documentIdsOf(body?.remove, 'remove', 100);
    if (!profiles.length || (!add.length && !remove.length)) {
      throw new errors.ValidationError('Choose profiles (documentIds) and at least one tag to add or remove', {
        code: 'bulk_tags_empty',
      });
    }
    const both = add.filter((tag) => remove.includes(tag));
    if (both.length)
      throw new errors.ValidationError('A tag cannot be added and removed at once', {
        code: 'bulk_tags_conflict',
        tags: both,
      });

    const meta = dbModel(strapi, PROFILE);
    const join = meta.link('tags');
    const profileColumn = join.joinColumn.name;
    const tagColumn = join.inverseJoinColumn.name;
    const updated = await strapi.db.transaction(async ({ trx }) => {
      const profileRows = await strapi.db
        .query(PROFILE)
        .findMany({ where: { documentId: { $in: profiles } }, select: ['id', 'documentId'] });
      const tagRows = await strapi.db
        .query(TAG)
        .findMany({ where: { documentId: { $in: [...add, ...remove] } }, select: ['id', 'documentId'] });
      const missingProfiles = profiles.filter((d) => !profileRows.some((r) => r.documentId === d));
      const missingTags = [...add, ...remove].filter((d) => !tagRows.some((r) => r.documentId === d));
      if (missingProfiles.length || missingTags.length) {
        throw new errors.NotFoundError('Some profiles or tags do not exist', {
          code: 'not_found',
          profiles: missingProfiles,
          tags: missingTags,
        });
      }
      const profileIds = profileRows.map((r) => r.id);
      const idOf = (documentId: string) => tagRows.find((r) => r.documentId === documentId)!.id;
      const removeIds = remove.map(idOf);
      if (removeIds.length)
        await trx(join.name).whereIn(profileColumn, profileIds).whereIn(tagColumn, removeIds).delete();
      for (const tagId of add.map(idOf)) {
        const have = new Set(
          (await trx(join.name).select(profileColumn).where(tagColumn, tagId).whereIn(profileColumn, profileIds)).map(
            (r: Row) => r[profileColumn],
          ),
        );
        const rows = profileIds
          .filter((id) => !have.has(id))
          .map((id) => ({
            [profileColumn]: id,
            [tagColumn]: tagId,
            ...(join.orderColumnName ? { [join.orderColumnName]: 1 } : {}),
          }));
        if (rows.length) await trx.batchInsert(join.name, rows, 500);
        // Event automations listening to this tag (never breaks the bulk action).
        await fireAutomations(
          strapi,
          'TAG_ADDED',
          { profileIds: rows.map((r) => r[profileColumn]), tagId },
          { db: trx },
        );
      }
      await trx(meta.table)
        .whereIn('id', profileIds)
        .update({ [meta.column('updatedAt', 'updated_at')]: new Date() });
      return profileIds.length;
    });
    announceWrite(strapi, PROFILE_UID); // knex writes: the profile caches of every process start over
    return { updated };
  },
});
