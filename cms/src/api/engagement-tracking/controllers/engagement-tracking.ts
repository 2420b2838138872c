/**
 * The public tracking routes: open pixel, click redirect, bounce webhook. Answers are tiny and neutral: the pixel
 * is the same GIF for any token, a click that is not signed for its URL is a bare 404, never a redirect.
 */
import type { Ctx, WithStrapi } from '../../../strapi-types';
import { refusedWithoutSecret } from '../../../services/mail-webhook-secret';
import { parsePayload } from '../services/webhooks';

// The smallest transparent 1×1 GIF (43 bytes).
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SERVICE = 'api::engagement-tracking.engagement-tracking';

const requestOf = (ctx: Ctx) => ({
  userAgent: ctx.get('user-agent') || null,
  ip: ctx.request.ip,
  method: ctx.method,
});

export default ({ strapi }: WithStrapi) => ({
  async open(ctx: Ctx) {
    try {
      await strapi.service(SERVICE).open(String(ctx.params.token ?? ''), requestOf(ctx));
    } catch (error) {
      // The reader's mail client gets its image whatever happened here.
      strapi.log.warn(`engagement open not recorded: ${(error as Error).message}`);
    }
    ctx.set('Cache-Control', 'no-store, private');
    ctx.type = 'image/gif';
    ctx.body = PIXEL;
  },

  async click(ctx: Ctx) {
    const target = await strapi.service(SERVICE).click(String(ctx.params.token ?? ''), ctx.query.url, requestOf(ctx));
    ctx.set('Cache-Control', 'no-store, private');
    ctx.set('Referrer-Policy', 'no-referrer');
    if (!target) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    ctx.redirect(target);
    ctx.body = '';
  },

  async bounces(ctx: Ctx) {
    if (refusedWithoutSecret(ctx)) return;
    const payload = parsePayload(ctx.request.body);
    await strapi.service('api::engagement-tracking.webhooks').receive(payload);
    ctx.body = { data: { received: true } };
  },
});
