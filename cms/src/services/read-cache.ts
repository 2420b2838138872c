/**
 * An in-process cache for hot, read-only answers: the console's content list and the delivery API
 * for anonymous readers. Any write to content, its taxonomies, media or the site configuration
 * empties it at once (database lifecycles, so every write path counts), and an answer that was
 * being computed while such a write happened is not stored. A TTL bounds what a write behind
 * Strapi's back (raw SQL) could leave stale: an entry past it is still served once while a fresh
 * one is computed (stale-while-revalidate), so readers never queue behind an expiry. With several
 * processes (REDIS_URL) a write in any of them empties every process's cache (services/cluster/writes.ts).
 * A request with `Cache-Control: no-cache` bypasses it.
 */
import type { Ctx, Strapi } from '../strapi-types';
import { onWrites } from './cluster/writes';
export const WATCHED_MODELS = [
  'api::content.content',
  'api::author.author',
  'api::tag.tag',
  'api::category.category',
  'api::page-category.page-category',
  'api::dossier.dossier',
  'api::dossier-category.dossier-category',
  'api::block.block',
  'api::config.config',
  'plugin::upload.file',
];

export type CachedResponse = { status: number; body: unknown; type?: string; location?: string };

export function createReadCache({ max = 2000, ttlMs = 60_000, now = () => Date.now() } = {}) {
  let generation = 0;
  const entries = new Map<string, { expires: number; value: CachedResponse }>();
  const pending = new Map<string, Promise<CachedResponse>>();

  /** Computes `key` once however many ask at the same time, and keeps a successful answer. */
  const refresh = (key: string, produce: () => Promise<CachedResponse>) => {
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const started = generation;
    const promise = produce()
      .then((value) => {
        if (generation === started && value.status >= 200 && value.status < 400) {
          entries.delete(key);
          entries.set(key, { expires: now() + ttlMs, value });
          if (entries.size > max) entries.delete(entries.keys().next().value as string);
        }
        return value;
      })
      .finally(() => {
        if (pending.get(key) === promise) pending.delete(key);
      });
    pending.set(key, promise);
    return promise;
  };

  return {
    invalidate() {
      generation++;
      entries.clear();
      pending.clear();
    },
    get size() {
      return entries.size;
    },
    /** Moves on with every invalidation: what is keyed by it (the invoice list's counts) is retired with the entries. */
    get generation() {
      return generation;
    },
    /** The cached answer for `key`, or `produce()`'s; concurrent misses on one key share one call. */
    async wrap(key: string, produce: () => Promise<CachedResponse>): Promise<CachedResponse> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key); // re-insert: Map order is the LRU order
        entries.set(key, hit);
        if (hit.expires <= now()) refresh(key, produce).catch(() => entries.delete(key));
        return hit.value;
      }
      return refresh(key, produce);
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/** Who a cached list is for: lists differ by role or API token (what sanitising leaves in), not by person. */
export const audienceOf = (ctx: Ctx) => {
  const auth = ctx.state.auth;
  if (auth?.strategy?.name === 'api-token') return `token:${auth.credentials?.id}`;
  return `role:${ctx.state.user?.role?.id ?? 'none'}`;
};

export const bypass = (ctx: Ctx) => /no-cache|no-store/i.test(String(ctx.get?.('cache-control') ?? ''));

/** Runs `handler` (which sets ctx.status/body like any controller) through the cache, replaying status, type and Location. */
export async function cachedAnswer(cache: ReadCache, ctx: Ctx, key: string, handler: () => Promise<unknown>) {
  // A handler may answer by returning its body (Strapi's core controllers) or by setting ctx.body.
  // On a stale hit the refresh runs on the request that is being answered from the cache at the same
  // time (its body becomes the stale answer): the fresh body is taken as the handler gives it.
  const run = async () => {
    const returned = await handler();
    if (returned !== undefined) ctx.body = returned;
    return ctx.body;
  };
  if (bypass(ctx)) return run();
  let produced = false;
  const answer = await cache.wrap(key, async () => {
    produced = true;
    const fresh = await run();
    // Kept serialised: a hit then costs no JSON.stringify of a page of populated rows.
    const body = fresh && typeof fresh === 'object' && !Buffer.isBuffer(fresh) ? JSON.stringify(fresh) : fresh;
    return {
      status: ctx.status,
      body,
      type: ctx.type || 'application/json',
      location: ctx.response.get('Location') || undefined,
    };
  });
  ctx.status = answer.status;
  if (answer.type) ctx.type = answer.type;
  if (answer.location) ctx.set('Location', answer.location);
  ctx.body = answer.body;
  ctx.set('X-Cache', produced ? 'MISS' : 'HIT');
}

/**
 * Empties `cache` after any write, in this process or another (services/cluster/writes.ts), to a model that
 * `watched` names; a write inside a transaction empties it again at the commit, because a read that ran in
 * between saw the old rows and must not stay cached.
 */
export function emptyOnWrites(strapi: Strapi, cache: { invalidate(): void }, watched: (uid: string) => boolean) {
  onWrites(strapi, watched, () => cache.invalidate());
}

/** Empties the cache after any write to one of `models` (default: content's) or to a site configuration component (site.*). */
export function watchWrites(strapi: Strapi, cache: ReadCache, models: readonly string[] = WATCHED_MODELS) {
  emptyOnWrites(strapi, cache, (uid) => models.includes(uid) || uid.startsWith('site.'));
}

/** What the invoice lists show: invoices with their customer and channel (payments change invoices too). */
export const INVOICE_LIST_MODELS = [
  'api::invoice.invoice',
  'api::customer.customer',
  'api::channel.channel',
  'api::payment.payment',
];

/** The Strapi instance's cache (registered as the service api::content.cache). */
export const readCacheOf = (strapi: Strapi): ReadCache => strapi.service('api::content.cache') as unknown as ReadCache;

/** What the marketing zone API answers from: zones, their groups, bundles and contents. */
export const MARKETING_MODELS = [
  'api::marketing-content.marketing-content',
  'api::marketing-zone.marketing-zone',
  'api::marketing-zone-group.marketing-zone-group',
  'api::marketing-bundle.marketing-bundle',
];

/** The marketing zone API's cache (the service api::marketing.cache). */
export const marketingCacheOf = (strapi: Strapi): ReadCache =>
  strapi.service('api::marketing.cache') as unknown as ReadCache;

/** What the order list shows: orders with their customer and channel. */
export const ORDER_LIST_MODELS = ['api::order.order', 'api::customer.customer', 'api::channel.channel'];

/** The order list's cache (the service api::order.cache). */
export const orderCacheOf = (strapi: Strapi): ReadCache => strapi.service('api::order.cache') as unknown as ReadCache;

/** The invoice lists' cache (the service api::invoice.cache). */
export const invoiceCacheOf = (strapi: Strapi): ReadCache =>
  strapi.service('api::invoice.cache') as unknown as ReadCache;
