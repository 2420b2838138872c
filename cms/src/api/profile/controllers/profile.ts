/**
 * Strapi's REST for profiles (list filters in Strapi's dialect, see README "Profiles"), a delete that
 * needs the profile's e-mail as confirmation, and the staff actions on the login account.
 */
import { factories } from '@strapi/strapi';
import type { Ctx, Row } from '../../../strapi-types';

const UID = 'api::profile.profile';

export default factories.createCoreController(UID, ({ strapi }) => {
  const actions = () => strapi.service('api::profile.account-actions');
  const accountAction = (
    name: 'block' | 'unblock' | 'forcePasswordReset' | 'resendConfirmation' | 'archive' | 'restore',
  ) =>
    async function (ctx: Ctx) {
      ctx.body = { data: await actions()[name](ctx.params.documentId, ctx.state.user) };
    };
  const withAccount = async (response: { data?: Row } | null | undefined, documentId: string) => {
    if (!response?.data) return response;
    const row = await strapi.db.query(UID).findOne({
      where: { documentId },
      select: ['id'],
      populate: {
        user: { select: ['id', 'confirmed', 'email'], populate: { role: { select: ['name', 'type'] } } },
      },
    });
    response.data.hasAccount = Boolean(row?.user);
    response.data.role = row?.user?.role ? { name: row.user.role.name, type: row.user.role.type } : null;
    // The address the account signs in with, and a new one waiting for confirmation (see account/email-change).
    response.data.loginEmail = row?.user?.email ?? null;
    response.data.pendingEmail = row?.user
      ? await strapi.service('api::account.email-change').pendingFor(row.user.id)
      : null;
    return response;
  };
  return {
    /** One profile, plus what staff need to know of its login account (the user relation is private). */
    async findOne(ctx) {
      return withAccount(await super.findOne(ctx), ctx.params.id);
    },
    /** The answer of an update carries the same, so the form shows a new address waiting for confirmation. */
    async update(ctx) {
      return withAccount(await super.update(ctx), ctx.params.id);
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
    restore: accountAction('restore'),
  };
});
