import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { sendStoredFile } from '../../../services/file-download';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::form-thread.form-thread';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/form-threads/:documentId/status {status}: 409 `thread_transition` when the move is not allowed. */
  async setStatus(this: any, ctx: Ctx) {
    const status = (ctx.request.body as { status?: unknown } | undefined)?.status;
    const thread = await strapi.service(UID).move(ctx.params.documentId, status, ctx.state.user);
    return this.transformResponse(await this.sanitizeOutput(thread, ctx));
  },

  /** POST /api/form-threads/:documentId/reply {body}: the reply goes out by e-mail with a reply link. */
  async reply(this: any, ctx: Ctx) {
    const body = (ctx.request.body as { body?: unknown } | undefined)?.body;
    const thread = await strapi.service(UID).reply(ctx.params.documentId, body, ctx.state.user);
    return this.transformResponse(await this.sanitizeOutput(thread, ctx));
  },

  /** GET /api/form-threads/export?format=csv|xlsx&filters=...: the list's threads as a file. */
  async export(ctx: Ctx) {
    const exporter = strapi.service('api::form-thread.export');
    const request = await exporter.prepare(ctx.query, ctx.state.auth);
    const content = await exporter.file(request);
    ctx.set('Content-Type', exporter.contentType(request.format));
    ctx.set('Content-Disposition', exporter.contentDisposition(request.format));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = content;
  },

  /** GET /api/form-threads/assignees: the active accounts whose role may read threads (the assign picker). */
  async assignees(ctx: Ctx) {
    ctx.body = { data: await strapi.service(UID).assignees() };
  },

  /** GET /api/form-threads/:documentId/files/:fileId: a file sent with the submission (private). */
  async file(ctx: Ctx) {
    const file = await strapi
      .service('api::form-thread.submission')
      .fileOf(String(ctx.params.documentId), String(ctx.params.fileId));
    if (!file) throw new errors.NotFoundError('This thread has no such file.');
    await sendStoredFile(strapi, ctx, file);
  },
}));
