/**
 * The public push API for websites (no login; throttled per client in middlewares/ingestion-limits.ts; docs/push.md):
 * the VAPID public key, registering a browser (linked to the reader's profile when signed in), removing it.
 */
import { profileOfUser } from '../../statistic/services/profile-views';
import { vapidPublicKey } from '../../../services/push';
import type { Ctx, WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => {
  const registration = () => strapi.service('api::push-subscription.registration');

  /** The signed-in reader's profile (Bearer token, or the session cookie with its CSRF header), else null. */
  const profileOf = async (ctx: Ctx): Promise<number | null> => {
    const reader = await strapi.service('api::delivery.delivery').readerOf(ctx);
    return reader.signedIn && reader.userId ? profileOfUser(strapi, strapi.db.connection, reader.userId) : null;
  };

  return {
    /** GET /api/push/public-key → {data: {publicKey}}: the applicationServerKey for pushManager.subscribe. */
    async publicKey(ctx: Ctx) {
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = { data: { publicKey: await vapidPublicKey(strapi) } };
    },

    /** POST /api/push/subscriptions {subscription, locale?} → 201 (new browser) or 200 (known endpoint, updated). */
    async register(ctx: Ctx) {
      const body = (ctx.request as { body?: unknown }).body ?? {};
      const { created } = await registration().register(body, {
        profileId: await profileOf(ctx),
        userAgent: ctx.get('user-agent'),
      });
      ctx.set('Cache-Control', 'no-store');
      ctx.status = created ? 201 : 200;
      ctx.body = { data: { subscribed: true } };
    },

    /** POST /api/push/subscriptions/remove {endpoint} → 204, whether or not that browser was registered. */
    async remove(ctx: Ctx) {
      await registration().unsubscribe((ctx.request as { body?: unknown }).body ?? {});
      ctx.status = 204;
    },
  };
};
