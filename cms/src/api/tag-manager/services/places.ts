/**
 * Where tags are used (docs/tags.md "Where a tag is used"). Relations are found from Strapi's database
 * metadata, so a relation added to any content type or component later is counted and relinked without a
 * change here; the references inside JSON and text are listed by hand because no schema says what they mean.
 */
import type { TagFamily, TagUsage } from '@newsroom/config';
import type { Db, Row, Strapi } from '../../../strapi-types';
import type { AttributeModel } from '../../../services/db-model';

export const CONTENT_TAG = 'api::tag.tag';
export const PROFILE_TAG = 'api::profile-tag.profile-tag';
export const uidOf = (family: TagFamily) => (family === 'content' ? CONTENT_TAG : PROFILE_TAG);

/** One relation that points at a tag type: its link table, the owner's and the tag's columns. */
export type RelationPlace = {
  place: string;
  table: string;
  ownerColumn: string;
  tagColumn: string;
  ownerTable: string;
  /** Owners with draft/published or locale rows are counted once per document. */
  ownerDocumentId: string | null;
};

const placesByUid = new WeakMap<object, Map<string, RelationPlace[]>>();

export function relationPlaces(strapi: Strapi, tagUid: string): RelationPlace[] {
  const cache = placesByUid.get(strapi) ?? new Map<string, RelationPlace[]>();
  placesByUid.set(strapi, cache);
  const known = cache.get(tagUid);
  if (known) return known;
  const places: RelationPlace[] = [];
  const tables = new Set<string>();
  for (const [uid, meta] of strapi.db.metadata) {
    if (uid === tagUid) continue;
    for (const [name, raw] of Object.entries(meta.attributes)) {
      const attribute = raw as AttributeModel & { mappedBy?: string };
      const join = attribute.joinTable;
      if (attribute.type !== 'relation' || attribute.target !== tagUid || attribute.mappedBy) continue;
      if (!join?.inverseJoinColumn || tables.has(join.name)) continue;
      tables.add(join.name);
      const model = strapi.getModel(uid as never) as { info?: { singularName?: string } } | undefined;
      const owner = model?.info?.singularName ?? uid.split('.').pop() ?? uid;
      places.push({
        place: `${owner}.${name}`,
        table: join.name,
        ownerColumn: join.joinColumn.name,
        tagColumn: join.inverseJoinColumn.name,
        ownerTable: meta.tableName,
        ownerDocumentId: meta.attributes.documentId
          ? ((meta.attributes.documentId as AttributeModel).columnName ?? 'document_id')
          : null,
      });
    }
  }
  places.sort((a, b) => a.place.localeCompare(b.place));
  cache.set(tagUid, places);
  return places;
}

/** Link counts per tag id for one relation place (`tagIds`: a list or a subquery of ids). */
export async function countRelation(db: Db, place: RelationPlace, tagIds: number[] | ((db: Db) => unknown)) {
  const query = db(`${place.table} as l`)
    .select(`l.${place.tagColumn} as tag`)
    .join(`${place.ownerTable} as o`, `o.id`, `l.${place.ownerColumn}`)
    .groupBy(`l.${place.tagColumn}`);
  if (Array.isArray(tagIds)) query.whereIn(`l.${place.tagColumn}`, tagIds);
  else query.whereIn(`l.${place.tagColumn}`, tagIds(db) as never);
  if (place.ownerDocumentId) query.countDistinct({ n: `o.${place.ownerDocumentId}` });
  else query.count({ n: '*' });
  const rows: Row[] = await query;
  return new Map(rows.map((r) => [Number(r.tag), Number(r.n)]));
}

/** Adds `n` to `usage[place]` of `id` (only places that are used show up). */
export function addUsage(usages: Map<number, TagUsage>, id: number, place: string, n: number) {
  if (!n) return;
  const usage = usages.get(id) ?? {};
  usage[place] = (usage[place] ?? 0) + n;
  usages.set(id, usage);
}
