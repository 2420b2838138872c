/** Start an export of the builder, and download its file (docs/exports.md). */
import fs from 'node:fs';
import { attachment, XLSX_TYPE } from '../../profile-export/services/profile-export';
import type { Ctx, WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => {
  const runs = () => strapi.service('api::export-definition.export-run');
  return {
    /** POST /api/exports { data: { kind, columns, format, query } }: 202 with the job to poll (GET /api/jobs/:id). */
    async start(ctx: Ctx) {
      ctx.status = 202;
      ctx.body = { data: await runs().start(ctx.state.user, ctx.state.auth, ctx.request.body?.data) };
    },
    async file(ctx: Ctx) {
      const { file, format, name } = await runs().file(ctx.state.user, ctx.params.id);
      ctx.set('Content-Disposition', attachment(name));
      ctx.set('Cache-Control', 'no-store');
      ctx.type = format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8';
      ctx.body = fs.createReadStream(file);
    },
  };
};
