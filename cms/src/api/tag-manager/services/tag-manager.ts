/**
 * The tag manager (docs/tags.md): one listing of content tags and the profile tags of each kind with where
 * they are used, rename, merge (every relation relinked without duplicates, JSON and slug references
 * rewritten, the source deleted, all in one transaction) and delete, and the tag limit every create checks.
 */
import { errors } from '@strapi/utils';
import {
  PROFILE_TAG_RULES,
  TAG_MANAGER_PAGE_SIZES,
  TAG_MANAGER_SORTS,
  isTagFamily,
  rulePlacesOf,
  tagLimitOf,
  usageTotal,
  validateFields,
  type TagFamily,
  type TagManagerRow,
  type TagManagerSort,
  type TagUsage,
} from '@newsroom/config';
import type { Db, Row, Strapi, WithStrapi } from '../../../strapi-types';
import { ConflictError, UnprocessableError, refuseFields } from '../../../services/errors';
import { dbModel } from '../../../services/db-model';
import { MARKETING_MODELS } from '../../../services/read-cache';
import { announceWrite } from '../../../services/cluster/writes';
import { CONTENT_TAG, PROFILE_TAG, addUsage, countRelation, relationPlaces, uidOf } from './places';
import { countJson, countSlugs, rewriteJson, rewriteSlugs } from './references';

export type Actor = { id?: number | null; name?: string | null } | null;
type ListQuery = { family?: unknown; q?: unknown; sort?: unknown; order?: unknown; page?: unknown; pageSize?: unknown };

const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const familyOfRow = (uid: string, row: Row): TagFamily => (uid === CONTENT_TAG ? 'content' : row.kind);

export function parseFamily(value: unknown): TagFamily {
  const family = one(value);
  if (!isTagFamily(family))
    throw new errors.ValidationError('family must be content, ACCESS, EVENT or INTEREST', {
      code: 'tag_family_invalid',
    });
  return family;
}

const rowOf = (row: Row, family: TagFamily, usage: TagUsage = {}): TagManagerRow => ({
  id: Number(row.id),
  documentId: String(row.documentId),
  name: String(row.name ?? ''),
  slug: String(row.slug ?? ''),
  family,
  createdAt: new Date(row.createdAt).toISOString(),
  usage,
  total: usageTotal(usage),
});

const tagManager = ({ strapi }: WithStrapi) => {
  const where = (family: TagFamily) => (family === 'content' ? {} : { kind: family });

  /** The ids of a family's tags, as a subquery (counts over a whole family stay one statement per place). */
  const idsOf = (family: TagFamily) => (db: Db) => {
    const model = dbModel(strapi, uidOf(family));
    const query = db(model.table).select('id');
    return family === 'content' ? query : query.where(model.column('kind'), family);
  };

  /** Usage per tag id of `rows` (all of one family): relations, JSON references and, for ACCESS, slugs. */
  async function usageOf(family: TagFamily, rows: Row[], scope: number[] | 'family', db: Db = strapi.db.connection) {
    const usages = new Map<number, TagUsage>();
    for (const place of relationPlaces(strapi, uidOf(family))) {
      const counts = await countRelation(db, place, scope === 'family' ? idsOf(family) : scope);
      for (const [id, n] of counts) addUsage(usages, id, place.place, n);
    }
    const byDocumentId = new Map(rows.map((r) => [String(r.documentId), Number(r.id)]));
    for (const [documentId, usage] of await countJson(strapi, family, new Set(byDocumentId.keys())))
      for (const [place, n] of Object.entries(usage)) addUsage(usages, byDocumentId.get(documentId)!, place, n);
    if (family === 'ACCESS') {
      const bySlug = new Map(rows.map((r) => [String(r.slug).toLowerCase(), Number(r.id)]));
      for (const [slug, usage] of await countSlugs(strapi, db, [...bySlug.keys()]))
        for (const [place, n] of Object.entries(usage)) addUsage(usages, bySlug.get(slug)!, place, n);
    }
    return usages;
  }

  async function findTag(family: TagFamily, documentId: unknown): Promise<Row> {
    const row =
      typeof documentId === 'string' && documentId
        ? await strapi.db.query(uidOf(family)).findOne({ where: { documentId, ...where(family) } })
        : null;
    if (!row) throw new errors.NotFoundError('Tag not found', { code: 'not_found' });
    return row;
  }

  const service = {
    /** The tag limit of the site configuration (`content.tagLimit`), per family. */
    async tagLimit(): Promise<number> {
      const stored = await strapi.db.query('api::config.config').findOne({ populate: { content: true } });
      return tagLimitOf(stored?.content?.tagLimit);
    },

    async familyCount(family: TagFamily) {
      return strapi.db.query(uidOf(family)).count({ where: where(family) });
    },

    async limits() {
      const limit = await service.tagLimit();
      const used: Record<string, number> = {};
      for (const family of ['content', 'ACCESS', 'EVENT', 'INTEREST'] as TagFamily[])
        used[family] = await service.familyCount(family);
      return { limit, used };
    },

    /** Every create (document rules of both tag types): 422 `tag_limit` when the family is full. */
    async assertRoom(family: unknown) {
      if (!isTagFamily(family)) return; // the field rules refuse a bad kind
      const limit = await service.tagLimit();
      if ((await service.familyCount(family)) >= limit)
        throw new UnprocessableError(`The tag limit of ${limit} is reached`, {
          code: 'tag_limit',
          limit,
          params: { limit },
        });
    },

    /** Every delete (document rules): 409 `tag_in_rules` while rules depend on the tag. */
    async assertDeletable(uid: string, documentId: string | undefined) {
      if (!documentId) return;
      const row = await strapi.db.query(uid).findOne({ where: { documentId } });
      if (!row) return;
      const family = familyOfRow(uid, row);
      // Joins the delete's transaction (SQLite has one connection: a query beside it would wait for ever).
      const usages = await strapi.db.transaction(({ trx }) => usageOf(family, [row], [Number(row.id)], trx));
      const rules = rulePlacesOf(usages.get(Number(row.id)) ?? {});
      if (Object.keys(rules).length)
        throw new ConflictError('Rules depend on this tag: merge it into another tag instead', {
          code: 'tag_in_rules',
          places: rules,
        });
    },

    async list(query: ListQuery) {
      const family = parseFamily(query.family);
      const q = String(one(query.q) ?? '').trim();
      const sort = (TAG_MANAGER_SORTS as readonly string[]).includes(String(one(query.sort)))
        ? (String(one(query.sort)) as TagManagerSort)
        : 'name';
      const descending = String(one(query.order) ?? '').toLowerCase() === 'desc';
      const pageSize = (TAG_MANAGER_PAGE_SIZES as readonly number[]).includes(Number(one(query.pageSize)))
        ? Number(one(query.pageSize))
        : 25;
      const page = Math.max(1, Math.floor(Number(one(query.page)) || 1));
      const all: Row[] = await strapi.db.query(uidOf(family)).findMany({
        where: { ...where(family), ...(q ? { $or: [{ name: { $containsi: q } }, { slug: { $containsi: q } }] } : {}) },
        select: ['id', 'documentId', 'name', 'slug', 'createdAt'],
      });
      const usages = await usageOf(family, all, 'family');
      const rows = all.map((row) => rowOf(row, family, usages.get(Number(row.id))));
      const key = (row: TagManagerRow) =>
        sort === 'usage' ? row.total : sort === 'createdAt' ? row.createdAt : row[sort];
      rows.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        const order = typeof x === 'number' ? x - (y as number) : String(x).localeCompare(String(y), 'nl');
        return (descending ? -order : order) || a.id - b.id;
      });
      const total = rows.length;
      return {
        data: rows.slice((page - 1) * pageSize, page * pageSize),
        meta: {
          pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
          limit: { limit: await service.tagLimit(), used: await service.familyCount(family) },
        },
      };
    },

    /** One tag with where it is used (what the delete and merge dialogs show). */
    async usage(family: TagFamily, documentId: unknown) {
      const row = await findTag(family, documentId);
      const usage = (await usageOf(family, [row], [Number(row.id)])).get(Number(row.id)) ?? {};
      return { ...rowOf(row, family, usage), rules: rulePlacesOf(usage) };
    },

    async rename(family: TagFamily, documentId: unknown, data: Row | undefined, actor: Actor) {
      const row = await findTag(family, documentId);
      const input: Row = {};
      if (data?.name !== undefined) input.name = typeof data.name === 'string' ? data.name.trim() : data.name;
      if (data?.slug !== undefined)
        input.slug = typeof data.slug === 'string' ? data.slug.trim().toLowerCase() : data.slug;
      const rules = Object.fromEntries(Object.entries(PROFILE_TAG_RULES).filter(([field]) => field in input));
      const failures = Object.keys(input).length
        ? validateFields(input, rules)
        : [{ path: ['name'], code: 'required' }];
      if (failures.length) refuseFields(failures);
      const slugChanged = typeof input.slug === 'string' && input.slug !== String(row.slug).toLowerCase();
      if (slugChanged) {
        const taken = await strapi.db
          .query(uidOf(family))
          .count({ where: { slug: { $eqi: input.slug }, documentId: { $ne: row.documentId } } });
        if (taken) throw new ConflictError('Another tag has this slug', { code: 'tag_slug_taken', slug: input.slug });
      }
      await strapi.db.transaction(async ({ trx }) => {
        await strapi.documents(uidOf(family) as never).update({ documentId: row.documentId, data: input as never });
        const moved = family === 'ACCESS' && slugChanged ? await rewriteSlugs(strapi, trx, row.slug, input.slug) : {};
        await log('tag_rename', family, row.documentId, actor, {
          from: row.slug,
          to: input.slug ?? row.slug,
          details: { name: { from: row.name, to: input.name ?? row.name }, rewritten: moved },
        });
      });
      emptyCaches();
      return service.usage(family, row.documentId);
    },

    async merge(family: TagFamily, documentId: unknown, body: Row | undefined, actor: Actor) {
      const source = await findTag(family, documentId);
      const targetFamily = body?.targetFamily === undefined ? family : body.targetFamily;
      const targetId = body?.target;
      if (typeof targetId !== 'string' || !targetId)
        throw new errors.ValidationError('Choose the tag to merge into (target)', {
          code: 'required',
          field: 'target',
        });
      if (targetFamily !== family) refuseCrossFamily();
      const target = await strapi.db.query(uidOf(family)).findOne({ where: { documentId: targetId } });
      if (!target) {
        const elsewhere = await strapi.db
          .query(family === 'content' ? PROFILE_TAG : CONTENT_TAG)
          .count({ where: { documentId: targetId } });
        if (elsewhere) refuseCrossFamily();
        throw new errors.NotFoundError('Tag not found', { code: 'not_found' });
      }
      if (familyOfRow(uidOf(family), target) !== family) refuseCrossFamily();
      if (target.id === source.id)
        throw new UnprocessableError('A tag cannot be merged into itself', { code: 'tag_merge_self' });

      const moved: TagUsage = {};
      let duplicates = 0;
      await strapi.db.transaction(async ({ trx }) => {
        for (const place of relationPlaces(strapi, uidOf(family))) {
          // A record linked to both keeps its link to the target: the source's link goes.
          const dropped = await trx(place.table)
            .where(place.tagColumn, source.id)
            .whereIn(place.ownerColumn, trx(place.table).select(place.ownerColumn).where(place.tagColumn, target.id))
            .delete();
          const relinked = await trx(place.table)
            .where(place.tagColumn, source.id)
            .update({ [place.tagColumn]: target.id });
          duplicates += Number(dropped);
          if (Number(relinked) + Number(dropped)) moved[place.place] = Number(relinked) + Number(dropped);
        }
        Object.assign(moved, await rewriteJson(strapi, family, source.documentId, target.documentId));
        if (family === 'ACCESS') Object.assign(moved, await rewriteSlugs(strapi, trx, source.slug, target.slug));
        await strapi.db.query(uidOf(family)).delete({ where: { id: source.id } });
        await log('tag_merge', family, target.documentId, actor, {
          from: source.slug,
          to: target.slug,
          details: { source: { documentId: source.documentId, name: source.name }, moved, duplicates },
        });
      });
      emptyCaches();
      return { target: await service.usage(family, target.documentId), moved, duplicates };
    },

    /** Deletes a tag (its links go with it); the document rules refuse while rules depend on it. */
    async remove(family: TagFamily, documentId: unknown, actor: Actor) {
      const before = await service.usage(family, documentId);
      await strapi.db.transaction(async () => {
        await strapi.documents(uidOf(family) as never).delete({ documentId: before.documentId });
        await log('tag_delete', family, before.documentId, actor, {
          from: before.slug,
          details: { name: before.name, usage: before.usage },
        });
      });
      emptyCaches();
      return before;
    },
  };

  function refuseCrossFamily(): never {
    throw new UnprocessableError('A tag can only be merged into a tag of the same kind', {
      code: 'tag_merge_family',
    });
  }

  /** Log type: SPEC 3's list has no tag type; tag changes are logged as `profile` (docs/tags.md). */
  async function log(action: string, family: TagFamily, documentId: string, actor: Actor, entry: Row) {
    await strapi.service('api::log-entry.log-entry').write({
      type: 'profile',
      action,
      subject: { type: family === 'content' ? 'tag' : 'profile-tag', id: documentId },
      actor,
      ...entry,
    });
  }

  /** Link tables and text columns were written with knex, past the caches' write subscribers. */
  function emptyCaches() {
    // Announced as writes to the tagged models, so every process's content, marketing and profile caches start over.
    for (const uid of ['api::tag.tag', MARKETING_MODELS[0], 'api::profile-tag.profile-tag']) announceWrite(strapi, uid);
  }

  return service;
};

export default tagManager;
export type TagManagerService = ReturnType<typeof tagManager>;
export const tagManagerOf = (strapi: Strapi) => strapi.service('api::tag-manager.tag-manager') as TagManagerService;
