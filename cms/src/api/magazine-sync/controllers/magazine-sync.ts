/** The outbox's read API (core find, newest first unless asked otherwise) and the staff retry. */
import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::magazine-sync.magazine-sync';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx: Ctx) {
    if (!ctx.query.sort) ctx.query = { ...ctx.query, sort: ['id:desc'] };
    return super.find(ctx);
  },
  /** POST /api/magazine-syncs/:documentId/retry: a failed task pushed again now; answers the task afterwards. */
  async retry(ctx: Ctx) {
    const task = await strapi.service(UID).retry(ctx.params.documentId, ctx.state.user);
    const self = this as any;
    return self.transformResponse(await self.sanitizeOutput(task, ctx));
  },
}));
