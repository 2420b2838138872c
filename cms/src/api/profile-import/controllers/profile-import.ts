/** Parses requests of the profile import and calls its service (api::profile-import.profile-import). */
import { PassThrough } from 'node:stream';
import { errors } from '@strapi/utils';
import { writeErrorFile } from '../../../services/import/error-file';
import { seesAllJobs } from '../../job/controllers/job';
import { attachment, XLSX_TYPE } from '../../profile-export/services/profile-export';
import type { Ctx, Strapi, WithStrapi } from '../../../strapi-types';

const service = (strapi: Strapi) => strapi.service('api::profile-import.profile-import');

const onlyParams = (ctx: Ctx, allowed: string[]) => {
  const unknown = Object.keys(ctx.query ?? {}).filter((k) => !allowed.includes(k));
  if (unknown.length)
    throw new errors.ValidationError(`Unknown parameter: ${unknown.join(', ')}.`, {
      code: 'unknown_parameter',
      params: { parameters: unknown.join(', ') },
    });
};

export default ({ strapi }: WithStrapi) => ({
  async analyze(ctx: Ctx) {
    onlyParams(ctx, []);
    const files = ctx.request.files ?? {};
    const upload = files.file ?? files.files;
    const file = Array.isArray(upload) ? upload[0] : upload;
    ctx.body = { data: await service(strapi).analyze(file, ctx.state.user?.id ?? null) };
  },

  async dryRun(ctx: Ctx) {
    onlyParams(ctx, []);
    const meta = await service(strapi).importFor(ctx.params.id, ctx.state.user, seesAllJobs(ctx));
    const request = service(strapi).checkRequest(meta, ctx.request.body);
    ctx.body = { data: await service(strapi).dryRun(meta, request, ctx.request.body?.limit) };
  },

  async run(ctx: Ctx) {
    onlyParams(ctx, []);
    const meta = await service(strapi).importFor(ctx.params.id, ctx.state.user, seesAllJobs(ctx));
    const request = service(strapi).checkRequest(meta, ctx.request.body);
    const job = await service(strapi).run(meta, request, ctx.state.user?.id ?? null);
    ctx.status = 202;
    ctx.body = { data: { importId: meta.id, jobId: job.documentId, job } };
  },

  async errors(ctx: Ctx) {
    onlyParams(ctx, ['source']);
    const meta = await service(strapi).importFor(ctx.params.id, ctx.state.user, seesAllJobs(ctx));
    const file = await service(strapi).errorsOf(meta, ctx.query.source);
    const out = new PassThrough();
    ctx.set('Content-Disposition', attachment(file.fileName));
    ctx.set('Cache-Control', 'no-store');
    ctx.type = file.info.format === 'xlsx' ? XLSX_TYPE : `text/csv; charset=${file.info.encoding ?? 'utf-8'}`;
    ctx.body = out;
    writeErrorFile(out, file.entries, file.headers, file.info).catch((error) => {
      strapi.log.error(`Error file of import ${meta.id}: ${error.message}`);
      out.destroy(error);
    });
  },
});
