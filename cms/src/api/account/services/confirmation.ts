/**
 * Account confirmation (service `api::account.confirmation`): staff resend a link to an unconfirmed
 * account (valid CONFIRMATION_LINK_DAYS); `POST /api/account/confirm {code}` (public) confirms it.
 * Only a hash of the code is stored; a new link makes earlier ones invalid; a code works once. The same
 * endpoint confirms a login account's new e-mail address (rows with `newEmail`, see ./email-change.ts).
 */
import crypto from 'crypto';
import { errors } from '@strapi/utils';
import { CONFIRMATION_LINK_DAYS, RESET_CODE_MIN_LENGTH } from '@newsroom/config';
import { langOf, renderSystemEmail, sendAccountMail } from './messages';
import { rules } from './throttle';
import { publicUrl } from './account';
import type { Ctx, WithStrapi } from '../../../strapi-types';
import { sha256 } from '../../../services/sha256';

const UID = 'api::account.account-confirmation';
const USER = 'plugin::users-permissions.user';
const PROFILE = 'api::profile.profile';

export default ({ strapi }: WithStrapi) => ({
  async send(user: { id: number; email: string }) {
    const code = crypto.randomBytes(18).toString('base64url');
    // Earlier account links go; a pending change of the e-mail address has its own link and stays.
    await strapi.db.query(UID).deleteMany({ where: { userId: user.id, newEmail: { $null: true } } });
    await strapi.db.query(UID).create({
      data: {
        codeHash: sha256(code),
        userId: user.id,
        expiresAt: new Date(Date.now() + CONFIRMATION_LINK_DAYS * 86_400_000),
      },
    });
    const profile = await strapi.db.query(PROFILE).findOne({ where: { user: user.id }, select: ['language'] });
    const mail = await renderSystemEmail(strapi, 'account-confirmation', langOf(profile?.language), {
      link: `${publicUrl(strapi)}/confirm-account?code=${encodeURIComponent(code)}`,
      days: CONFIRMATION_LINK_DAYS,
    });
    return sendAccountMail(strapi, user.email, mail, `Confirmation e-mail to user ${user.id}`);
  },

  /**
   * Confirms the account of a valid code (user.confirmed, the profile's accountStatus CONFIRMED), or
   * for an e-mail change code the account's new address. Answers which of the two it was.
   */
  async confirm(ctx: Ctx, body: Record<string, unknown>): Promise<{ emailChanged: boolean }> {
    const throttle = strapi.service('api::account.throttle');
    const rule = rules().resetPerIp;
    const ipKey = `confirm:ip:${ctx.request.ip}`;
    if ((await throttle.wait(ipKey, rule)) > 0)
      throw new errors.RateLimitError('Too many attempts, please try again later.', { code: 'attempt_limit' });
    const code = body?.code;
    const invalid = async () => {
      await throttle.take([[ipKey, rule]]);
      return new errors.ValidationError('Incorrect or expired code provided', { code: 'invalid_code' });
    };
    if (typeof code !== 'string' || code.length < RESET_CODE_MIN_LENGTH || code.length > 200) throw await invalid();
    const row = await strapi.db.query(UID).findOne({ where: { codeHash: sha256(code) } });
    if (!row || row.usedAt || new Date(row.expiresAt).getTime() <= Date.now()) throw await invalid();
    const claimed = await strapi.db
      .query(UID)
      .updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (!claimed?.count) throw await invalid();
    if (row.newEmail) {
      await strapi.service('api::account.email-change').apply(row.userId, row.newEmail);
      return { emailChanged: true };
    }
    await strapi.db.query(USER).update({ where: { id: row.userId }, data: { confirmed: true } });
    await strapi.service('api::account.account').setAccountStatus(row.userId, 'CONFIRMED', ['ARCHIVED']);
    return { emailChanged: false };
  },
});
