/**
 * Strapi's REST for profiles (list filters in Strapi's dialect, see README "Profiles"), a delete that
 * needs the profile's e-mail as confirmation, and the staff actions on the login account.
 */
import { factories } from '@strapi/strapi';
import type { Ctx } from '../../../strapi-types';

const UID = 'api::profile.profile';

export default factories.createCoreController(UID, ({ strapi }) => {
  const actions = () => strapi.service('api::profile.account-actions');
  const accountAction = (name: 'block' | 'unblock' | 'forcePasswordReset' | 'resendConfirmation' | 'archive') =>
    async function (ctx: Ctx) {
      ctx.body = { data: await actions()[name](ctx.params.documentId, ctx.state.user) };
    };
  return {
    /** One profile, plus what staff need to know of its login account (the user relation is private). */
    async findOne(ctx) {
      const response = await super.findOne(ctx);
      if (response?.data) {
        const row = await strapi.db.query(UID).findOne({
          where: { documentId: ctx.params.id },
          select: ['id'],
          populate: { user: { select: ['id', 'confirmed'], populate: { role: { select: ['name', 'type'] } } } },
        });
        response.data.hasAccount = Boolean(row?.user);
        response.data.role = row?.user?.role ? { name: row.user.role.name, type: row.user.role.type } : null;
      }
      return response;
    },
    /** DELETE /api/profiles/:documentId?confirmEmail=<the profile's e-mail> */
    async delete(ctx) {
      await strapi
        .service('api::profile.removal')
        .deleteConfirmed(ctx.params.id, ctx.query?.confirmEmail, ctx.state.user ?? null);
      ctx.status = 204;
    },
    /** POST /api/profiles/bulk-tags {documentIds, add, remove}: all or nothing. */
    async bulkTags(ctx) {
      ctx.body = { data: await strapi.service('api::profile.bulk-tags').apply(ctx.request.body ?? {}) };
    },
    block: accountAction('block'),
    unblock: accountAction('unblock'),
    forcePasswordReset: accountAction('forcePasswordReset'),
    resendConfirmation: accountAction('resendConfirmation'),
    archive: accountAction('archive'),
  };
});
