/**
 * The console's profile list (`GET /api/profiles`) served from memory while nothing it could contain
 * changed, like the content list (src/services/read-cache.ts). At a million profiles the database
 * work of a page is small once the total is cached (profile-count-cache.ts) and the list indexes are
 * there; what is left is Strapi's own work per request (token check, query validation, sanitising 25
 * documents: about 8 ms of CPU), which caps one process at roughly 120 pages a second. Identical
 * requests (the same filters and page for the same role) are therefore answered from this cache,
 * emptied by any write to profiles, their tags, newsletters or notes, or a user account (database
 * lifecycles, whatever path wrote), and by every chunk an import commits. A request with
 * `Cache-Control: no-cache` gets a fresh answer. One CMS process, as the other caches.
 *
 * It wraps Strapi's `find` of api::profile.profile (controllers registry `extend`), so the profile
 * controller itself stays Strapi's.
 */
import { audienceOf, cachedAnswer, createReadCache, emptyOnWrites, type ReadCache } from './read-cache';
import type { Ctx, Strapi } from '../strapi-types';

const PROFILE_UID = 'api::profile.profile';
export const LIST_WATCHED_MODELS = [
  PROFILE_UID,
  'api::profile-tag.profile-tag',
  'api::newsletter.newsletter',
  'api::profile-note.profile-note',
  'plugin::users-permissions.user',
];

const caches = new WeakMap<object, ReadCache>();
export const profileListCacheOf = (strapi: Strapi): ReadCache | undefined => caches.get(strapi);

/** At register: wraps the profile list action with the cache. */
export function registerProfileListCache(strapi: Strapi) {
  const cache = createReadCache({ ttlMs: Number(process.env.PROFILE_LIST_TTL_MS || 60_000) });
  caches.set(strapi, cache);
  strapi.get('controllers').extend(PROFILE_UID, (controller: { find: (ctx: Ctx) => Promise<unknown> }) => {
    const find = controller.find;
    controller.find = async function (ctx: Ctx) {
      // Lets the document middleware in profile-count-cache.ts know this is the console's list.
      ctx.state.profileList = true;
      await cachedAnswer(cache, ctx, `profiles:${audienceOf(ctx)}:${ctx.querystring}`, () => find.call(this, ctx));
    };
    return controller;
  });
  return cache;
}

/** At bootstrap: any write to what a list row can show empties the cache. */
export function watchProfileListWrites(strapi: Strapi) {
  const cache = profileListCacheOf(strapi);
  if (!cache) return;
  emptyOnWrites(strapi, cache, (uid) => LIST_WATCHED_MODELS.includes(uid));
}
