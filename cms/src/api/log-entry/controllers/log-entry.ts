/** The log, read only: the filtered list, one entry, the export (all parsing in ../services/query.ts). */
import { PassThrough } from 'node:stream';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { parseLogRequest } from '../services/query';
import type { Ctx, Strapi } from '../../../strapi-types';

export default factories.createCoreController('api::log-entry.log-entry', ({ strapi }: { strapi: Strapi }) => ({
  async find(ctx: Ctx) {
    return strapi.service('api::log-entry.log-entry').list(parseLogRequest(ctx.query));
  },

  async findOne(ctx: Ctx) {
    const entry = await strapi.service('api::log-entry.log-entry').findEntry(String(ctx.params.id));
    if (!entry) throw new errors.NotFoundError('Log entry not found.', { code: 'not_found' });
    return { data: entry };
  },

  async export(ctx: Ctx) {
    const svc = strapi.service('api::log-entry.export');
    const request = svc.prepare(ctx.query);
    const out = new PassThrough();
    ctx.set('Content-Disposition', svc.contentDisposition(request.format));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = svc.contentType(request.format);
    ctx.body = out;
    svc.write(request, out).catch((error: Error) => {
      strapi.log.error(`Log export failed: ${error.stack ?? error.message}`);
      out.destroy(error);
    });
  },
}));
