/**
 * References to tags that are not relations: documentIds inside JSON (segment rule trees, e-mail template
 * `latest` blocks, saved list filters) and the slug of an ACCESS tag in text columns (content `accessTag`,
 * marketing `audienceTag`, both compared ignoring case). Counted for the tag manager and rewritten by a
 * merge or a rename in the caller's transaction.
 */
import type { TagFamily, TagUsage } from '@newsroom/config';
import type { Db, Row, Strapi } from '../../../strapi-types';
import { dbModel } from '../../../services/db-model';

type Json = unknown;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One JSON place: where it is stored and how a tree names tags of a family. */
type JsonPlace = {
  place: string;
  uid: string;
  field: string;
  /** The documentIds of tags of `family` the value names. */
  refs(value: Json, family: TagFamily): string[];
  /** The value with `from` replaced by `to` (no documentId twice in one list). */
  rewrite(value: Json, family: TagFamily, from: string, to: string): Json;
};

/** Segment conditions naming tags: `tags` of one profile tag kind, `contentViewed` of content tags. */
const namesFamily = (node: Record<string, unknown>, family: TagFamily) =>
  (node.type === 'tags' && node.kind === family) ||
  (family === 'content' && node.type === 'contentViewed' && node.taxonomy === 'tag');

function walkSegment(node: Json, family: TagFamily, visit: (ids: string[]) => string[] | void): Json {
  if (!isObject(node)) return node;
  if (node.type === 'group' && Array.isArray(node.rules))
    return { ...node, rules: node.rules.map((rule) => walkSegment(rule, family, visit)) };
  if (namesFamily(node, family) && Array.isArray(node.ids)) {
    const ids = visit(node.ids.filter((id): id is string => typeof id === 'string'));
    return ids ? { ...node, ids } : node;
  }
  return node;
}

function walkLatest(value: Json, visit: (block: Record<string, unknown>) => Record<string, unknown> | void): Json {
  if (Array.isArray(value)) return value.map((item) => walkLatest(item, visit));
  if (!isObject(value)) return value;
  if (value.type === 'latest' && typeof value.tag === 'string') return visit(value) ?? value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walkLatest(item, visit)]));
}

/** Every string in a saved filter's `filter` (documentIds of any family: they are unique across types). */
function walkStrings(value: Json, visit: (text: string) => string): Json {
  if (typeof value === 'string') return visit(value);
  if (Array.isArray(value)) return [...new Set(value.map((item) => walkStrings(item, visit)))];
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walkStrings(item, visit)]));
}

export const JSON_PLACES: JsonPlace[] = [
  {
    place: 'segment.rules',
    uid: 'api::segment.segment',
    field: 'rules',
    refs(value, family) {
      const found: string[] = [];
      walkSegment(value, family, (ids) => void found.push(...ids));
      return found;
    },
    rewrite: (value, family, from, to) =>
      walkSegment(value, family, (ids) =>
        ids.includes(from) ? [...new Set(ids.map((id) => (id === from ? to : id)))] : undefined,
      ),
  },
  {
    place: 'email-template.design',
    uid: 'api::email-template.email-template',
    field: 'design',
    refs(value, family) {
      const found: string[] = [];
      if (family === 'content') walkLatest(value, (block) => void found.push(String(block.tag)));
      return found;
    },
    rewrite: (value, family, from, to) =>
      family === 'content' ? walkLatest(value, (block) => (block.tag === from ? { ...block, tag: to } : block)) : value,
  },
  {
    place: 'saved-filter.query',
    uid: 'api::saved-filter.saved-filter',
    field: 'query',
    refs(value) {
      const found: string[] = [];
      if (isObject(value)) walkStrings(value.filter, (text) => (found.push(text), text));
      return found;
    },
    rewrite: (value, _family, from, to) =>
      isObject(value) ? { ...value, filter: walkStrings(value.filter, (text) => (text === from ? to : text)) } : value,
  },
];

/** How many records of each JSON place name each of `documentIds` (per documentId). */
export async function countJson(strapi: Strapi, family: TagFamily, documentIds: Set<string>) {
  const counts = new Map<string, TagUsage>();
  for (const place of JSON_PLACES) {
    const rows: Row[] = await strapi.db.query(place.uid).findMany({ select: ['id', place.field] });
    for (const row of rows) {
      for (const documentId of new Set(place.refs(row[place.field], family))) {
        if (!documentIds.has(documentId)) continue;
        const usage = counts.get(documentId) ?? {};
        usage[place.place] = (usage[place.place] ?? 0) + 1;
        counts.set(documentId, usage);
      }
    }
  }
  return counts;
}

/** Rewrites `from` into `to` in every JSON place (inside the caller's transaction); counts the records changed. */
export async function rewriteJson(strapi: Strapi, family: TagFamily, from: string, to: string) {
  const changed: TagUsage = {};
  for (const place of JSON_PLACES) {
    const rows: Row[] = await strapi.db.query(place.uid).findMany({ select: ['id', place.field] });
    for (const row of rows) {
      if (!place.refs(row[place.field], family).includes(from)) continue;
      const value = place.rewrite(row[place.field], family, from, to);
      await strapi.db.query(place.uid).update({ where: { id: row.id }, data: { [place.field]: value } });
      changed[place.place] = (changed[place.place] ?? 0) + 1;
    }
  }
  return changed;
}

/** The text columns naming an ACCESS tag by slug. */
const SLUG_PLACES = [
  { place: 'content.accessTag', uid: 'api::content.content', field: 'accessTag' },
  { place: 'marketing-content.audienceTag', uid: 'api::marketing-content.marketing-content', field: 'audienceTag' },
];

/** Records (documents) per lower-cased slug in each slug place. */
export async function countSlugs(strapi: Strapi, db: Db, slugs: string[]) {
  const counts = new Map<string, TagUsage>();
  if (!slugs.length) return counts;
  for (const { place, uid, field } of SLUG_PLACES) {
    const model = dbModel(strapi, uid);
    const column = model.column(field);
    const rows: Row[] = await db(model.table)
      .select(db.raw(`lower(??) as slug`, [column]))
      .countDistinct({ n: model.column('documentId', 'document_id') })
      .whereRaw(`lower(??) in (${slugs.map(() => '?').join(', ')})`, [column, ...slugs])
      .groupByRaw('lower(??)', [column]);
    for (const row of rows) {
      const usage = counts.get(String(row.slug)) ?? {};
      usage[place] = Number(row.n);
      counts.set(String(row.slug), usage);
    }
  }
  return counts;
}

/** Points every slug place naming `from` (any case) at `to`; counts the rows changed per place. */
export async function rewriteSlugs(strapi: Strapi, db: Db, from: string, to: string) {
  const changed: TagUsage = {};
  for (const { place, uid, field } of SLUG_PLACES) {
    const model = dbModel(strapi, uid);
    const column = model.column(field);
    const n = await db(model.table)
      .whereRaw('lower(??) = ?', [column, from.toLowerCase()])
      .update({ [column]: to });
    if (n) changed[place] = Number(n);
  }
  return changed;
}
