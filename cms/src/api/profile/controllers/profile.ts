/**
 * Strapi's REST for profiles (list filters in Strapi's dialect, see README "Profiles"), a delete that
 * needs the profile's e-mail as confirmation, and the staff actions on the login account.
 */
import { factories } from '@strapi/strapi';
import { dbModel } from '../../../services/db-model';
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
  /** The profile's login account and its role in one query (the populate of user and role took three). */
  const accountOf = async (documentId: string): Promise<Row | undefined> => {
    const profile = dbModel(strapi, UID);
    const user = dbModel(strapi, 'plugin::users-permissions.user');
    const role = dbModel(strapi, 'plugin::users-permissions.role');
    const [toUser, toRole] = [profile.link('user'), user.link('role')];
    return strapi.db
      .connection(`${profile.table} as p`)
      .join(`${toUser.name} as pu`, `pu.${toUser.joinColumn.name}`, 'p.id')
      .join(`${user.table} as u`, 'u.id', `pu.${toUser.inverseJoinColumn.name}`)
      .leftJoin(`${toRole.name} as ur`, `ur.${toRole.joinColumn.name}`, 'u.id')
      .leftJoin(`${role.table} as r`, 'r.id', `ur.${toRole.inverseJoinColumn.name}`)
      .where('p.document_id', documentId)
      .orderBy('p.id')
      .first('u.id as id', 'u.email as email', 'r.id as roleId', 'r.name as roleName', 'r.type as roleType');
  };
  const withAccount = async (response: { data?: Row } | null | undefined, documentId: string) => {
    if (!response?.data) return response;
    const account = await accountOf(documentId);
    response.data.hasAccount = Boolean(account);
    response.data.role = account?.roleId != null ? { name: account.roleName, type: account.roleType } : null;
    // The address the account signs in with, and a new one waiting for confirmation (see account/email-change).
    response.data.loginEmail = account?.email ?? null;
    response.data.pendingEmail = account
      ? await strapi.service('api::account.email-change').pendingFor(account.id)
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
