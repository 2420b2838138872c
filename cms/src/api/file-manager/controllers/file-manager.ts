/** Parses the request and calls the file manager's service; the rules live there. */
import type { Ctx, WithStrapi } from '../../../strapi-types';
import { listOptionsOf } from '../services/listing';

const service = (strapi: WithStrapi['strapi']) => strapi.service('api::file-manager.file-manager');
const bodyOf = (ctx: Ctx): Record<string, unknown> => {
  const body = (ctx.request as { body?: { data?: unknown } }).body;
  const data = body?.data ?? body;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
};

export default ({ strapi }: WithStrapi) => ({
  async list(ctx: Ctx) {
    const { listing, pagination } = await service(strapi).list(ctx.query.path, listOptionsOf(ctx.query));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: listing, meta: { pagination } };
  },
  async createFolder(ctx: Ctx) {
    const body = bodyOf(ctx);
    ctx.status = 201;
    ctx.body = { data: await service(strapi).createFolder(body.path, body.name) };
  },
  async updateFolder(ctx: Ctx) {
    const { path, name, to } = bodyOf(ctx);
    ctx.body = { data: await service(strapi).updateFolder(path, { name, to }) };
  },
  async deleteFolder(ctx: Ctx) {
    ctx.body = { data: await service(strapi).deleteFolder(ctx.query.path, ctx.query.recursive === 'true') };
  },
  async updateFile(ctx: Ctx) {
    const { name, to } = bodyOf(ctx);
    ctx.body = { data: await service(strapi).updateFile(ctx.params.id, { name, to }) };
  },
  async deleteFile(ctx: Ctx) {
    await service(strapi).deleteFile(ctx.params.id);
    ctx.status = 204;
    ctx.body = null;
  },
  /** multipart/form-data: `path` and one or more `files`. */
  async upload(ctx: Ctx) {
    const request = ctx.request as { body?: Record<string, unknown>; files?: Record<string, unknown> };
    const given = request.files?.files;
    const files = (Array.isArray(given) ? given : given ? [given] : []) as never[];
    ctx.status = 201;
    ctx.body = { data: await service(strapi).upload(request.body?.path, files) };
  },
});
