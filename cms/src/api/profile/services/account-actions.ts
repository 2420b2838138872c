/**
 * Staff actions on a profile's login account (service `api::profile.account-actions`), one route and
 * one users-permissions action each: block, unblock, forcePasswordReset, resendConfirmation, archive,
 * restore.
 * The profile's accountStatus and blocked flag follow the login account (users-permissions user).
 */
import { errors } from '@strapi/utils';
import { ConflictError } from '../../../services/errors';
import type { WithStrapi } from '../../../strapi-types';
import { profileEntry, recordLog } from '../../log-entry/writers';

const PROFILE = 'api::profile.profile';
const USER = 'plugin::users-permissions.user';

type Staff = { id: number } | null | undefined;
type AccountProfile = {
  id: number;
  documentId: string;
  email: string;
  accountStatus: string;
  blocked: boolean;
  user: { id: number; email: string; confirmed: boolean; blocked: boolean };
};

export default ({ strapi }: WithStrapi) => {
  const profiles = () => strapi.db.query(PROFILE);
  const users = () => strapi.db.query(USER);
  const sessions = () => strapi.service('api::auth-session.auth-session');

  const accountOf = async (documentId: string, staff: Staff, { notSelf = false } = {}): Promise<AccountProfile> => {
    const profile = await profiles().findOne({
      where: { documentId },
      select: ['id', 'documentId', 'email', 'accountStatus', 'blocked'],
      populate: { user: { select: ['id', 'email', 'confirmed', 'blocked'] } },
    });
    if (!profile) throw new errors.NotFoundError('Profile not found', { code: 'not_found' });
    if (!profile.user) throw new ConflictError('Dit profiel heeft geen account.', { code: 'no_account' });
    if (notSelf && staff && profile.user.id === staff.id)
      throw new ConflictError('Je kunt dit niet met je eigen account doen.', { code: 'own_account' });
    return profile;
  };

  const state = async (profileId: number) => {
    const row = await profiles().findOne({
      where: { id: profileId },
      select: ['documentId', 'accountStatus', 'blocked'],
      populate: { user: { select: ['confirmed'] } },
    });
    return {
      documentId: row.documentId,
      accountStatus: row.accountStatus,
      blocked: row.blocked,
      confirmed: Boolean(row.user?.confirmed),
    };
  };

  const setBlocked = async (documentId: string, staff: Staff, blocked: boolean) => {
    const profile = await accountOf(documentId, staff, { notSelf: blocked });
    await strapi.db.transaction(async () => {
      // The users-permissions lifecycle ends every session of a user who gets blocked.
      await users().update({ where: { id: profile.user.id }, data: { blocked } });
      await profiles().update({ where: { id: profile.id }, data: { blocked } });
    });
    return state(profile.id);
  };

  const actions = {
    block: (documentId: string, staff: Staff) => setBlocked(documentId, staff, true),
    unblock: (documentId: string, staff: Staff) => setBlocked(documentId, staff, false),

    /** Ends the sessions, refuses sign-in until a new password is set, and mails a reset link and code. */
    async forcePasswordReset(documentId: string, staff: Staff) {
      const profile = await accountOf(documentId, staff);
      if (profile.accountStatus === 'ARCHIVED')
        throw new ConflictError('Dit account is gearchiveerd.', { code: 'archived' });
      await strapi.db.transaction(async () => {
        await profiles().update({ where: { id: profile.id }, data: { accountStatus: 'RESET_REQUIRED' } });
        await sessions().revokeAllFor(profile.user.id);
      });
      const mailed = await strapi.service('api::account.account').mailResetCode(profile.user, 'forced');
      return { ...(await state(profile.id)), mailed };
    },

    /** For accounts that are not confirmed yet: a new confirmation link, valid 7 days. */
    async resendConfirmation(documentId: string, staff: Staff) {
      const profile = await accountOf(documentId, staff);
      const unconfirmed = profile.accountStatus === 'UNCONFIRMED' || !profile.user.confirmed;
      if (!unconfirmed || profile.accountStatus === 'ARCHIVED') {
        throw new ConflictError('Dit account hoeft niet bevestigd te worden.', {
          code: 'not_unconfirmed',
          accountStatus: profile.accountStatus,
        });
      }
      const mailed = await strapi.service('api::account.confirmation').send(profile.user);
      return { ...(await state(profile.id)), mailed };
    },

    /** The account can no longer sign in; its sessions end. The status it had is kept for `restore`. */
    async archive(documentId: string, staff: Staff) {
      const profile = await accountOf(documentId, staff, { notSelf: true });
      await strapi.db.transaction(async () => {
        // Archiving twice keeps the status from before the first time.
        const kept = profile.accountStatus === 'ARCHIVED' ? {} : { statusBeforeArchive: profile.accountStatus };
        await profiles().update({ where: { id: profile.id }, data: { accountStatus: 'ARCHIVED', ...kept } });
        await sessions().revokeAllFor(profile.user.id);
      });
      return state(profile.id);
    },

    /**
     * Brings an archived account back to the status it had before (CONFIRMED when that is not known,
     * e.g. archived before the status was kept). Blocking is separate and stays as it is.
     */
    async restore(documentId: string, staff: Staff) {
      const profile = await accountOf(documentId, staff);
      const row = await profiles().findOne({ where: { id: profile.id }, select: ['statusBeforeArchive'] });
      if (profile.accountStatus !== 'ARCHIVED')
        throw new ConflictError('Dit account is niet gearchiveerd.', {
          code: 'not_archived',
          accountStatus: profile.accountStatus,
        });
      const accountStatus = row?.statusBeforeArchive || 'CONFIRMED';
      // Conditional on ARCHIVED: of two restores at once, one changes the row and the other changes nothing.
      await profiles().updateMany({
        where: { id: profile.id, accountStatus: 'ARCHIVED' },
        data: { accountStatus, statusBeforeArchive: null },
      });
      return state(profile.id);
    },
  };
  // Each action that succeeded is a profile log entry (`account_block`, `account_archive`, ...).
  type Action = (documentId: string, staff: Staff) => Promise<unknown>;
  const logged = (name: string, action: Action) => async (documentId: string, staff: Staff) => {
    const result = await action(documentId, staff);
    const actor = staff ? { id: staff.id, name: (staff as { email?: string }).email ?? null } : null;
    await recordLog(strapi, profileEntry(`account_${name}`, documentId, actor));
    return result;
  };
  return Object.fromEntries(
    Object.entries(actions).map(([name, action]) => [name, logged(name, action as Action)]),
  ) as typeof actions;
};
