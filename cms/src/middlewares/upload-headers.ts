/**
 * Guards `/uploads` (served by strapi::public from the console's own origin), whatever got into the folder:
 * - `X-Content-Type-Options: nosniff` on every file;
 * - anything that is not an image, audio or video (by its stored extension) is a download
 *   (`Content-Disposition: attachment`) and runs sandboxed (`Content-Security-Policy: sandbox`), so an HTML
 *   or script file opened there has no origin, reads no cookie and calls no API;
 * - private files (a profile's CV, src/services/private-files.ts) answer 404: they are downloaded through
 *   `GET /api/profiles/{documentId}/files/{fileId}`.
 */
import path from 'node:path';
import { INLINE_EXTENSIONS } from '../services/upload-policy';
import { privateFileAt } from '../services/private-files';
import type { Ctx, Next, WithStrapi } from '../strapi-types';

export const SANDBOX_CSP = "sandbox; default-src 'none'";

/** The path koa-static will serve, decoded and normalised as it does; null when it cannot be decoded. */
function servedPath(raw: string): string | null {
  try {
    return path.posix.normalize(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

export default (_config: unknown, { strapi }: WithStrapi) =>
  async (ctx: Ctx, next: Next) => {
    if (!['GET', 'HEAD'].includes(ctx.method)) return next();
    const served = servedPath(ctx.path);
    if (served === null) {
      if (/^\/+uploads/i.test(ctx.path)) ctx.status = 404;
      else await next();
      return;
    }
    if (!served.startsWith('/uploads/')) return next();
    if (await privateFileAt(strapi, served)) {
      ctx.status = 404;
      return;
    }
    ctx.set('X-Content-Type-Options', 'nosniff');
    const ext = path.posix.extname(served).slice(1).toLowerCase();
    if (!INLINE_EXTENSIONS.has(ext)) {
      ctx.set('Content-Disposition', `attachment; filename="${path.posix.basename(served).replace(/[^\w.-]/g, '_')}"`);
      ctx.set('Content-Security-Policy', SANDBOX_CSP);
    }
    await next();
  };
