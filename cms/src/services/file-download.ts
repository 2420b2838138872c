/**
 * Sends a stored (private) file to a signed-in user who may have it: the local provider's file streamed as a
 * sandboxed attachment, another provider (S3) by a short-lived signed URL. Used by the profile files and the
 * form threads' files; the caller decides who may.
 */
import fs from 'node:fs';
import path from 'node:path';
import { errors } from '@strapi/utils';
import { SANDBOX_CSP } from '../middlewares/upload-headers';
import type { Ctx, Row, Strapi } from '../strapi-types';

export async function sendStoredFile(strapi: Strapi, ctx: Ctx, file: Row) {
  const filename = `${path.basename(String(file.name || file.hash), file.ext || '')}${file.ext || ''}`;
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (file.provider !== 'local') {
    const signed = await strapi.plugin('upload').service('file').signFileUrls(file);
    ctx.redirect(signed.url);
    return;
  }
  const local = path.join(strapi.dirs.static.public, decodeURIComponent(String(file.url)));
  if (!local.startsWith(path.join(strapi.dirs.static.public, 'uploads') + path.sep) || !fs.existsSync(local))
    throw new errors.NotFoundError('The file is gone.');
  ctx.set('Content-Security-Policy', SANDBOX_CSP);
  ctx.attachment(filename);
  ctx.type = file.mime || 'application/octet-stream';
  ctx.body = fs.createReadStream(local);
}
