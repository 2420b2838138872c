/** Mailing lists: core CRUD (rules in the service and document rules) and the members' own actions. */
import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::mail-list.mail-list';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async members(ctx: Ctx) {
    ctx.body = await strapi.service('api::mail-list.members').page(ctx.params.id, ctx.query ?? {});
  },

  async addMembers(ctx: Ctx) {
    ctx.body = { data: await strapi.service('api::mail-list.members').add(ctx.params.id, ctx.request.body ?? {}) };
  },

  async removeMember(ctx: Ctx) {
    ctx.body = {
      data: await strapi.service('api::mail-list.members').remove(ctx.params.id, ctx.params.profileId),
    };
  },

  async addFromSegment(ctx: Ctx) {
    ctx.body = {
      data: await strapi
        .service('api::mail-list.segment-members')
        .addFromSegment(ctx.params.id, ctx.request.body ?? {}),
    };
  },

  async importMembers(ctx: Ctx) {
    const files = ctx.request.files ?? {};
    const upload = files.file ?? files.files;
    const file = Array.isArray(upload) ? upload[0] : upload;
    ctx.body = { data: await strapi.service('api::mail-list.member-import').importFile(ctx.params.id, file) };
  },
}));
