import { factories } from '@strapi/strapi';
import { cachedAnswer, readCacheOf } from '../../../services/read-cache';
import type { Ctx } from '../../../strapi-types';

const locale = (ctx: Ctx) =>
  (typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined) ?? ctx.request.body?.locale ?? 'nl';

/** Who the answer is for: lists differ by role (sanitising, permissions), not by person. */
const audienceOf = (ctx: Ctx) => {
  const auth = ctx.state.auth;
  if (auth?.strategy?.name === 'api-token') return `token:${auth.credentials?.id}`;
  return `role:${ctx.state.user?.role?.id ?? 'none'}`;
};

export default factories.createCoreController('api::content.content', ({ strapi }) => ({
  /** Strapi's list, served from the read cache while nothing changed (the console list is hot). */
  async find(ctx) {
    const cache = readCacheOf(strapi);
    await cachedAnswer(cache, ctx, `contents:${audienceOf(ctx)}:${ctx.querystring}`, () => super.find(ctx));
  },
  async bulkStatus(ctx) {
    const { documentIds, status } = ctx.request.body ?? {};
    const updated = await strapi.service('api::content.content').bulkStatus(documentIds, status, locale(ctx));
    ctx.body = { data: { updated } };
  },
  async bulkDelete(ctx) {
    const deleted = await strapi.service('api::content.content').bulkDelete(ctx.request.body?.documentIds, locale(ctx));
    ctx.body = { data: { deleted } };
  },
  async accessPreview(ctx) {
    ctx.body = { data: await strapi.service('api::content.content').accessPreview(ctx.params.documentId, locale(ctx)) };
  },
}));
