import fs from 'node:fs';
import path from 'node:path';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SANDBOX_CSP } from '../../../middlewares/upload-headers';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::vacancy-application.vacancy-application';

/** Core find, findOne and delete for staff; the status step; the private CV download. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async move(ctx: Ctx) {
    const status = (ctx.request.body as { data?: { status?: unknown } } | undefined)?.data?.status;
    const row = await strapi.service(UID).move(ctx.params.documentId, status, ctx.state.user);
    ctx.body = { data: row };
  },

  /** GET /api/vacancy-applications/:documentId/cv: the CV as a sandboxed attachment (never from /uploads). */
  async cv(ctx: Ctx) {
    const row = await strapi.db
      .query(UID)
      .findOne({ where: { documentId: String(ctx.params.documentId) }, populate: { cv: true } });
    const file = row?.cv;
    if (!file) throw new errors.NotFoundError('This application has no CV.', { code: 'not_found' });
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (file.provider !== 'local') {
      const signed = await strapi.plugin('upload').service('file').signFileUrls(file);
      ctx.redirect(signed.url);
      return;
    }
    const local = path.join(strapi.dirs.static.public, decodeURIComponent(String(file.url)));
    if (!local.startsWith(path.join(strapi.dirs.static.public, 'uploads') + path.sep) || !fs.existsSync(local))
      throw new errors.NotFoundError('The file is gone.', { code: 'not_found' });
    ctx.set('Content-Security-Policy', SANDBOX_CSP);
    ctx.attachment(`${path.basename(String(file.name || file.hash), file.ext || '')}${file.ext || ''}`);
    ctx.type = file.mime || 'application/octet-stream';
    ctx.body = fs.createReadStream(local);
  },
}));
