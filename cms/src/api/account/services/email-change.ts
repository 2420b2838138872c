/**
 * A login account's e-mail follows its profile's (service `api::account.email-change`). When staff change
 * the e-mail of a profile with a login account, the profile changes at once, but the account keeps its
 * old address (sign-in, password reset) until the new address is confirmed: a link valid
 * CONFIRMATION_LINK_DAYS goes to the new address, a notice to the old one. The link is an
 * `account-confirmation` row with `newEmail`, confirmed by the public POST /api/account/confirm.
 */
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { CONFIRMATION_LINK_DAYS, normaliseEmail } from '@newsroom/config';
import { ConflictError } from '../../../services/errors';
import { publicUrl } from './account';
import { renderSystemEmail, sendAccountMail, type RenderedMail } from './messages';
import { sha256 } from '../../../services/sha256';

const CONFIRMATION = 'api::account.account-confirmation';
const USER = 'plugin::users-permissions.user';
const PROFILE = 'api::profile.profile';
const same = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();

type Account = { id: number; email: string; username: string };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER);

  const refuseTaken = () => {
    throw new ConflictError('Dit e-mailadres hoort al bij een ander login-account.', {
      code: 'email_taken_by_account',
    });
  };

  /** Whether a login account other than `userId` signs in with this address (as e-mail or username). */
  const takenByOther = async (email: string, userId: number) => {
    const lower = email.toLowerCase();
    const other = await users().findOne({
      where: { id: { $ne: userId }, $or: [{ email: { $eqi: lower } }, { username: { $eqi: lower } }] },
      select: ['id'],
    });
    return Boolean(other);
  };

  const send = (to: string, mail: RenderedMail, userId: number) =>
    sendAccountMail(strapi, to, mail, `E-mail change mail for user ${userId}`);

  return {
    /**
     * Before a profile's e-mail is written: the login account whose address must follow, or null (no
     * account, or the address is the account's already). 409 when another login account has the address.
     */
    async accountToFollow(profileDocumentId: string, email: unknown): Promise<Account | null> {
      if (typeof email !== 'string' || !email) return null;
      const profile = await strapi.db.query(PROFILE).findOne({
        where: { documentId: profileDocumentId },
        select: ['id'],
        populate: { user: { select: ['id', 'email', 'username'] } },
      });
      const user = profile?.user as Account | undefined;
      if (!user) return null;
      if (same(user.email, email)) {
        // Back to the account's own address: a pending change is void.
        await this.cancel(user.id);
        return null;
      }
      if (await takenByOther(email, user.id)) refuseTaken();
      return user;
    },

    /** After the profile's e-mail was written: the link to the new address and the notice to the old one. */
    async request(user: Account, newEmail: string): Promise<{ mailed: boolean }> {
      const email = normaliseEmail(newEmail) as string;
      const code = crypto.randomBytes(18).toString('base64url');
      await this.cancel(user.id);
      await strapi.db.query(CONFIRMATION).create({
        data: {
          codeHash: sha256(code),
          userId: user.id,
          newEmail: email,
          expiresAt: new Date(Date.now() + CONFIRMATION_LINK_DAYS * 86_400_000),
        },
      });
      const profile = await strapi.db.query(PROFILE).findOne({ where: { user: user.id }, select: ['language'] });
      const lang = String(profile?.language || 'NL').toLowerCase() === 'en' ? 'en' : 'nl';
      const link = `${publicUrl(strapi)}/confirm-account?code=${encodeURIComponent(code)}`;
      const confirm = await renderSystemEmail(strapi, 'email-change-confirmation', lang, {
        link,
        days: CONFIRMATION_LINK_DAYS,
      });
      const mailed = await send(email, confirm, user.id);
      await send(
        user.email,
        await renderSystemEmail(strapi, 'email-change-notice', lang, { newEmail: email }),
        user.id,
      );
      return { mailed };
    },

    /** Drops the account's unconfirmed e-mail change, if any. */
    async cancel(userId: number) {
      await strapi.db.query(CONFIRMATION).deleteMany({ where: { userId, newEmail: { $notNull: true }, usedAt: null } });
    },

    /** The address waiting for confirmation, for staff to see. */
    async pendingFor(userId: number): Promise<string | null> {
      const row = await strapi.db.query(CONFIRMATION).findOne({
        where: { userId, newEmail: { $notNull: true }, usedAt: null, expiresAt: { $gt: new Date() } },
        select: ['newEmail'],
        orderBy: { id: 'desc' },
      });
      return row?.newEmail ?? null;
    },

    /** The confirmed code of an e-mail change: the account signs in with the new address from now on. */
    async apply(userId: number, newEmail: string) {
      const user = (await users().findOne({ where: { id: userId }, select: ['id', 'email', 'username'] })) as
        Account | undefined;
      if (!user) return;
      if (await takenByOther(newEmail, userId)) refuseTaken();
      // A username that was the old address follows it; one chosen apart from it stays.
      const username = same(user.username, user.email) ? newEmail : user.username;
      await users().update({ where: { id: userId }, data: { email: newEmail, username } });
    },
  };
};
