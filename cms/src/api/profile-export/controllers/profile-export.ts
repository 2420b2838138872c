/** Streams the filtered profiles as CSV or XLSX (api::profile-export.profile-export.export). */
import { PassThrough } from 'node:stream';
import type { Ctx, WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => ({
  async export(ctx: Ctx) {
    const svc = strapi.service('api::profile-export.profile-export');
    // Everything that can be refused (format, filters) is checked before the first byte is sent.
    const request = await svc.prepare(ctx.query, ctx.state.auth);
    const out = new PassThrough();
    ctx.set('Content-Disposition', svc.contentDisposition(request.format));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = svc.contentType(request.format);
    ctx.body = out;
    svc.write(request, out).catch((error: Error) => {
      strapi.log.error(`Profile export failed: ${error.stack ?? error.message}`);
      out.destroy(error);
    });
  },
});
