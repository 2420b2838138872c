/**
 * Totals of the profile list without an exact COUNT on every page. At a million profiles the COUNT
 * behind `meta.pagination.total` costs more than the page itself (and with a tag filter, several
 * times more), and the console asks for it on every page and every poll. So the count of each
 * distinct filter is computed once, exactly, and kept until a profile, profile tag or newsletter is
 * written through Strapi (database lifecycles: REST, GraphQL, the panel, scripts) or an import commits
 * a chunk; the next request then counts again. Concurrent requests for the same filter share one
 * COUNT. A TTL (PROFILE_COUNT_TTL_MS, default 60 s) bounds what a write behind Strapi's back (raw SQL)
 * could leave stale. Like the read cache it assumes one CMS process; several would need a shared
 * invalidation (Redis pub/sub).
 *
 * It sits in the document service (action `count` of api::profile.profile), so Strapi's own list
 * controller uses it unchanged.
 */
import { emptyOnWrites } from './read-cache';
import type { ContentTypeUid, Next, PassedFilters, Row, Strapi } from '../strapi-types';
import { dbModel } from './db-model';

const PROFILE_UID = 'api::profile.profile';
/** A profile relation through a link table: the target type, the table and its two columns. */
type RelationLink = { target: ContentTypeUid; table: string; owner: string; inverse: string };
export const COUNT_WATCHED_MODELS = [PROFILE_UID, 'api::profile-tag.profile-tag', 'api::newsletter.newsletter'];
const IGNORED_PARAMS = new Set([
  'start',
  'limit',
  'page',
  'pageSize',
  'pagination',
  'sort',
  'orderBy',
  'populate',
  'fields',
]);

/** JSON with sorted keys, so equal filters give equal keys whatever their order. */
export function stableKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableKey((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The part of count params that decides the count. */
export const countKey = (params: Record<string, unknown> = {}) =>
  stableKey(Object.fromEntries(Object.entries(params).filter(([k]) => !IGNORED_PARAMS.has(k))));

export function createCountCache<T = number>({ ttlMs = 60_000, max = 1000, now = () => Date.now() } = {}) {
  let generation = 0;
  const entries = new Map<string, { value: T; expires: number }>();
  const pending = new Map<string, Promise<T>>();
  let hits = 0;
  let misses = 0;
  return {
    invalidate() {
      generation++;
      entries.clear();
      pending.clear();
    },
    stats: () => ({ size: entries.size, hits, misses }),
    async wrap(key: string, produce: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        hits++;
        return hit.value;
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      misses++;
      const started = generation;
      const promise = produce().then(
        (value) => {
          if (pending.get(key) === promise) pending.delete(key);
          // A write during the COUNT may or may not be in it: do not keep it.
          if (generation === started && value !== undefined) {
            entries.delete(key);
            entries.set(key, { value, expires: now() + ttlMs });
            if (entries.size > max) entries.delete(entries.keys().next().value as string);
          }
          return value;
        },
        (error) => {
          if (pending.get(key) === promise) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, promise);
      return promise;
    },
  };
}

export type CountCache = ReturnType<typeof createCountCache<number>>;
const caches = new WeakMap<object, CountCache>();

export const profileCountCacheOf = (strapi: Strapi): CountCache | undefined => caches.get(strapi);
const deepPageCaches = new WeakMap<object, ReturnType<typeof createCountCache<number[]>>>();
/** The remembered id lists of deep pages (for tests and diagnostics). */
export const profileDeepPageCacheOf = (strapi: Strapi) => deepPageCaches.get(strapi);

/** A relation condition whose link rows are at most this many is answered through the link table. */
export const RARE_MATCHES = 5000;
/** The first 40 pages of 25 of a filtered list are remembered as ids after the first deep visit. */
export const DEEP_PAGE_IDS = 1000;
const SCANNING_OPERATORS = new Set([
  '$contains',
  '$containsi',
  '$notContains',
  '$notContainsi',
  '$endsWith',
  '$endsWithi',
]);
/** Conditions that a positive lookup in the link table cannot answer ("without tags", "not this tag"). */
const NEGATIVE_OPERATORS = new Set([
  '$null',
  '$notNull',
  '$ne',
  '$nei',
  '$not',
  '$notIn',
  '$notContains',
  '$notContainsi',
]);

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const hasKey = (value: unknown, keys: Set<string>): boolean =>
  Array.isArray(value)
    ? value.some((v) => hasKey(v, keys))
    : isPlainObject(value) && Object.entries(value).some(([k, v]) => keys.has(k) || hasKey(v, keys));

/** Whether a filter goes through a relation (tags, newsletters ...) or can only be answered by scanning. */
export function needsLookup(filters: unknown, relations: Set<string>): boolean {
  if (Array.isArray(filters)) return filters.some((f) => needsLookup(f, relations));
  if (!isPlainObject(filters)) return false;
  return Object.entries(filters).some(
    ([key, value]) => relations.has(key) || SCANNING_OPERATORS.has(key) || needsLookup(value, relations),
  );
}

/** The console's list request (set by the list wrapper in profile-list-cache.ts). */
const listState = (strapi: Strapi) =>
  strapi.requestContext?.get?.()?.state as { profileList?: boolean; profileListInner?: boolean } | undefined;

/**
 * Rewrites conditions on tags or newsletters (at the top level or in `$and`) into `id $in [...]` when
 * the matching link rows are few (≤ RARE_MATCHES): the ids come from the link table's (target, profile)
 * index instead of a walk over all profiles. Null when a condition cannot be rewritten that way.
 */
async function rewriteRareRelations(strapi: Strapi, filters: unknown, links: Record<string, RelationLink>) {
  const idSets: number[][] = [];
  let rewrote = false;
  const walk = async (node: unknown): Promise<unknown | null> => {
    if (!isPlainObject(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$and' && Array.isArray(value)) {
        const parts: unknown[] = [];
        for (const part of value) {
          const r = await walk(part);
          if (r === null) return null;
          parts.push(r);
        }
        out.$and = parts;
      } else if (links[key]) {
        const link = links[key];
        if (!isPlainObject(value) || hasKey(value, NEGATIVE_OPERATORS)) return null;
        const targets = await strapi
          .documents(link.target)
          .findMany({ filters: value as PassedFilters, fields: ['documentId'], limit: 1001 });
        if (targets.length > 1000) return null;
        const targetIds = targets.map((t) => t.id);
        if (!targetIds.length) {
          idSets.push([]);
        } else {
          // At most RARE_MATCHES + 1 link rows are read, however common the tag.
          const rows = await strapi.db
            .connection(link.table)
            .select(link.owner)
            .whereIn(link.inverse, targetIds)
            .limit(RARE_MATCHES + 1);
          if (rows.length > RARE_MATCHES) return null;
          idSets.push([...new Set<number>(rows.map((r) => Number(r[link.owner])))]);
        }
        rewrote = true;
      } else if (key.startsWith('$') && Object.keys(links).some((r) => hasKey(value, new Set([r])))) {
        return null; // a relation inside $or / $not: leave it to Strapi
      } else {
        out[key] = value;
      }
    }
    return out;
  };
  const rest = await walk(filters ?? {});
  if (rest === null || !rewrote) return null;
  return { $and: [rest, ...idSets.map((ids) => ({ id: { $in: ids.length ? ids : [0] } }))] };
}

/** At register: the document-service middlewares that answer profile counts from the cache and keep filtered pages quick. */
export function registerProfileCountCache(strapi: Strapi) {
  const ttlMs = Number(process.env.PROFILE_COUNT_TTL_MS || 60_000);
  const cache = createCountCache<number>({ ttlMs });
  // How each filter's rare relations were rewritten (or `false`), emptied with the counts.
  const rewrites = createCountCache<unknown>({ ttlMs });
  const invalidateCounts = cache.invalidate;
  cache.invalidate = () => {
    invalidateCounts();
    rewrites.invalidate();
  };
  caches.set(strapi, cache);
  let relations: Set<string> | null = null;
  let links: Record<string, RelationLink> | null = null;
  const schema = () => {
    if (!relations || !links) {
      const attributes = strapi.contentType(PROFILE_UID).attributes;
      relations = new Set(
        Object.entries<any>(attributes)
          .filter(([, a]) => a.type === 'relation' || a.type === 'component')
          .map(([name]) => name),
      );
      const meta = dbModel(strapi, PROFILE_UID);
      links = {};
      for (const name of ['tags', 'newsletters']) {
        const attribute = meta.attribute(name);
        const jt = attribute?.joinTable;
        if (jt && attribute.target)
          links[name] = {
            target: attribute.target as ContentTypeUid,
            table: jt.name,
            owner: jt.joinColumn.name,
            inverse: jt.inverseJoinColumn.name,
          };
      }
    }
    return { relations: relations!, links: links! };
  };

  /*
   * Deep pages (6 to DEEP_PAGE_IDS / page size) of a filter: the database would walk the index past
   * hundreds of rows (and check a tag or newsletter for each) on every first visit of every page. One
   * pass remembers the ids of the filter's first DEEP_PAGE_IDS rows in list order (shared by concurrent
   * requests, emptied with the counts); a deep page is then a lookup of its 25 ids.
   */
  const pageIds = createCountCache<number[]>({ ttlMs, max: 200 });
  deepPageCaches.set(strapi, pageIds);
  const invalidateAll = cache.invalidate;
  cache.invalidate = () => {
    invalidateAll();
    pageIds.invalidate();
  };
  /** `queryFilters` find the rows (the rewritten ones when a relation or search was rewritten); the list's own filters name them. */
  const deepPage = async (params: Row, queryFilters: unknown) => {
    const start = Number(params.start ?? 0);
    const limit = Number(params.limit ?? 25);
    if (!(start >= 5 * limit) || start + limit > DEEP_PAGE_IDS || !(limit > 0)) return null;
    const state = listState(strapi);
    const ids = await pageIds.wrap(
      stableKey({ filters: params.filters ?? null, sort: params.sort ?? null }),
      async () => {
        state!.profileListInner = true;
        try {
          const rows = await strapi.documents(PROFILE_UID).findMany({
            filters: queryFilters as PassedFilters,
            sort: params.sort,
            fields: ['documentId'],
            limit: DEEP_PAGE_IDS,
          });
          return rows.map((r) => Number(r.id));
        } finally {
          state!.profileListInner = false;
        }
      },
    );
    const slice = ids.slice(start, start + limit);
    return { ...params, filters: { id: { $in: slice.length ? slice : [0] } }, start: 0, limit };
  };

  strapi.documents.use(async (context, next: Next) => {
    if (context.uid !== PROFILE_UID) return next();
    const state = listState(strapi);
    const inList = !!state?.profileList && !state.profileListInner && !strapi.db?.inTransaction?.();
    const params: Row = context.params ?? {};
    const rewrite = async () => {
      if (!inList || params._q || !needsLookup(params.filters, schema().relations)) return null;
      const rewritten = await rewrites.wrap(stableKey(params.filters), async () => {
        state!.profileListInner = true;
        try {
          const relations = await rewriteRareRelations(strapi, params.filters, schema().links);
          if (relations) return relations;
          // A search, or a common tag with a narrowing condition: one pass finds the matches (stopping
          // after RARE_MATCHES + 1); when they are few, the count and every page use their ids.
          const matches = await strapi
            .documents(PROFILE_UID)
            .findMany({ filters: params.filters as PassedFilters, fields: ['documentId'], limit: RARE_MATCHES + 1 });
          return matches.length <= RARE_MATCHES
            ? { id: { $in: matches.length ? matches.map((m) => m.id) : [0] } }
            : false;
        } finally {
          state!.profileListInner = false;
        }
      });
      return (rewritten || null) as Record<string, unknown> | null;
    };

    if (context.action === 'count') {
      // Inside a transaction the caller may see its own uncommitted writes: count for real.
      if (strapi.db?.inTransaction?.()) return next();
      return cache.wrap(countKey(params), async () => {
        const filters = await rewrite();
        if (filters) context.params = { ...params, filters: filters as PassedFilters };
        return next();
      });
    }
    if (context.action !== 'findMany' || !inList) return next();
    if (!params._q && !needsLookup(params.filters, schema().relations)) {
      const page = await deepPage(params, params.filters);
      if (page) context.params = page;
      return next();
    }
    /*
     * A page of the console's list with a filter through a relation (a tag, a newsletter) or a text
     * search: newest first, the database walks the created_at index and checks each profile until it has
     * 25, quick for a common tag and a walk over every profile for a rare one or none. The (cached) total
     * tells: none gives an empty page at once; a rare tag's profiles come from the link table, and a few
     * matches of a search (or of a common tag narrowed by another condition) from one remembered pass.
     */
    if ((await strapi.documents(PROFILE_UID).count(params)) === 0) return [];
    const filters = await rewrite();
    // A deep page of a search or relation filter walks what the rewrite left (ids from the link table or one pass).
    const page = params._q ? null : await deepPage(params, filters ?? params.filters);
    if (page) context.params = page;
    else if (filters) context.params = { ...params, filters: filters as PassedFilters };
    return next();
  });
  return cache;
}

/** At bootstrap: any write to profiles, their tags or newsletters empties the cache. */
export function watchProfileWrites(strapi: Strapi) {
  const cache = profileCountCacheOf(strapi);
  if (!cache) return;
  emptyOnWrites(strapi, cache, (uid) => COUNT_WATCHED_MODELS.includes(uid));
}
