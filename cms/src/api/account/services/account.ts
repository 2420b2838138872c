/**
 * Sign-in, sign-out and password rules for console users (users-permissions accounts).
 * Controllers of the users-permissions extension call these; every rule lives here.
 */
import crypto from 'crypto';
import { errors } from '@strapi/utils';
import { PASSWORD_MIN_LENGTH, RESET_CODE_MIN_LENGTH, SIGN_IN_REFUSED_STATUSES } from '@newsroom/config';
import { normaliseAccount, rules, type ThrottleRule } from './throttle';
import { langOf, renderSystemEmail, sendAccountMail } from './messages';
import { signInLimits } from './sign-in-limits';
import { DUMMY_HASH, hashPassword, needsRehash, signInSlot } from '../../../services/passwords';
import type { Ctx, Strapi, WithStrapi } from '../../../strapi-types';
import { sha256 } from '../../../services/sha256';
import { authEntry, recordLog } from '../../log-entry/writers';

const { ValidationError } = errors;
const USER = 'plugin::users-permissions.user';
const RESET = 'api::password-reset.password-reset';
const PROFILE = 'api::profile.profile';
const REFUSAL_MESSAGES: Record<string, string> = {
  archived: 'This account has been archived',
  reset_required: 'A new password must be set before signing in',
  email_not_confirmed: 'Your account email is not confirmed',
};
const RESET_CODE_TTL_MIN = 60;
const isText = (value: unknown, max = 512): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

export default ({ strapi }: WithStrapi) => {
  const throttle = () => strapi.service('api::account.throttle');
  const sessions = () => strapi.service('api::auth-session.auth-session');
  const users = () => strapi.plugin('users-permissions').service('user');

  const limits = signInLimits(strapi);
  const { tooMany } = limits;
  /** Counts an attempt on each key (all or none); 429 with Retry-After when one refuses. */
  const take = async (ctx: Ctx, entries: [string, ThrottleRule][], code: string) => {
    const decision = await throttle().take(entries);
    if (!decision.allowed) throw tooMany(ctx, decision.retryAfterMs, code);
  };
  const refuseWhileWaiting = async (ctx: Ctx, key: string, rule: ThrottleRule, code: string) => {
    const wait = await throttle().wait(key, rule);
    if (wait > 0) throw tooMany(ctx, wait, code);
  };

  const checkNewPassword = (password: unknown, confirmation: unknown) => {
    if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
      throw new ValidationError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters.`, {
        code: 'password_too_short',
        errors: [{ path: ['password'], message: 'password_too_short' }],
      });
    }
    if (password.length > 256) {
      throw new ValidationError('Password is too long.', {
        code: 'password_too_long',
        errors: [{ path: ['password'], message: 'password_too_long' }],
      });
    }
    if (password !== confirmation) {
      throw new ValidationError('Passwords do not match.', {
        code: 'password_mismatch',
        errors: [{ path: ['passwordConfirmation'], message: 'password_mismatch' }],
      });
    }
  };

  /** A sign-in's look-ups, password check and session; `login` runs it in a sign-in slot. */
  const checkAndStart = async (ctx: Ctx, identifier: string, password: string) => {
    const account = normaliseAccount(identifier);
    const user = await strapi.db.query(USER).findOne({
      where: { provider: 'local', $or: [{ email: account }, { username: identifier }] },
    });
    const attempt = await limits.admit(ctx, user, account);
    const valid = await users().validatePassword(password, user?.password || DUMMY_HASH);
    if (!user || !user.password || !valid)
      throw new ValidationError('Invalid identifier or password', { code: 'invalid_credentials' });
    await limits.rightPassword(attempt);
    if (needsRehash(user.password))
      await strapi.db.query(USER).update({ where: { id: user.id }, data: { password: await hashPassword(password) } });

    if (!user.confirmed)
      throw new ValidationError('Your account email is not confirmed', { code: 'email_not_confirmed' });
    if (user.blocked) throw new ValidationError('Your account has been blocked', { code: 'blocked' });
    // One look-up answers both whether the account may sign in and whether its profile exists.
    const profile = await strapi.db
      .query(PROFILE)
      .findOne({ where: { user: user.id }, select: ['id', 'accountStatus'] });
    const refusal = SIGN_IN_REFUSED_STATUSES[profile?.accountStatus];
    if (refusal) throw new ValidationError(REFUSAL_MESSAGES[refusal], { code: refusal });
    if (!profile) await strapi.service('api::me.me').ensureProfile(user);
    const { jwt } = await sessions().start(ctx, user.id);
    limits.issueDeviceCookie(ctx, user.id);
    return { jwt, user };
  };

  return {
    /** Password rules of a new password (also for accepting an employee invitation). */
    checkNewPassword,

    async login(ctx: Ctx, body: Record<string, unknown>) {
      const { identifier, password } = body ?? {};
      if (!isText(identifier, 255) || !isText(password, 256)) {
        throw new ValidationError('E-mail address and password are required.', { code: 'missing_credentials' });
      }
      try {
        const started = await signInSlot(() => checkAndStart(ctx, identifier, password));
        await recordLog(strapi, authEntry('sign_in', { id: started.user.id, name: started.user.email }));
        return started;
      } catch (error) {
        // A wrong password is `sign_in_failed`; a refusal (blocked, archived, too many attempts) names its reason.
        const reason = String((error as { details?: { code?: unknown } }).details?.code ?? 'error');
        const action = reason === 'invalid_credentials' ? 'sign_in_failed' : 'sign_in_refused';
        await recordLog(
          strapi,
          authEntry(action, { name: normaliseAccount(identifier) }, { reason, ip: ctx.request.ip }),
        );
        throw error;
      }
    },

    async logout(ctx: Ctx) {
      const sid = ctx.state.session?.id;
      if (sid) await sessions().revoke(sid);
      sessions().clearCookies(ctx);
      const user = ctx.state.user;
      if (user) await recordLog(strapi, authEntry('sign_out', { id: user.id, name: user.email }));
    },

    /**
     * Always answers the same, whether or not the address is known, and in the same time: both paths make the
     * same two look-ups in the request, and the reset mail is made and sent after the answer has gone out.
     */
    async forgotPassword(ctx: Ctx, body: Record<string, unknown>) {
      const email = normaliseAccount(body?.email);
      if (!email || email.length > 255)
        throw new ValidationError('E-mail address is required.', { code: 'email_required' });
      const r = rules();
      await take(
        ctx,
        [
          [`forgot:ip:${ctx.request.ip}`, r.forgotPerIp],
          [`forgot:account:${email}`, r.forgotPerAccount],
        ],
        'forgot_limit',
      );

      const user = await strapi.db
        .query(USER)
        .findOne({ where: { email, provider: 'local' }, select: ['id', 'email', 'blocked'] });
      const profile = await strapi.db
        .query(PROFILE)
        .findOne({ where: { user: user?.id ?? 0 }, select: ['accountStatus'] });
      if (!user || user.blocked || profile?.accountStatus === 'ARCHIVED') return;
      // Once the answer has gone out: making the code and the mail (SMTP above all) takes long enough to tell a known address by the time.
      afterResponse(ctx, () =>
        this.mailResetCode(user, 'forgot').catch((error) =>
          strapi.log.error(`Reset code for user ${user.id} not made: ${error.message}`),
        ),
      );
    },

    /**
     * A new reset code (earlier ones stop working) mailed with its link. `forced`: staff require a new
     * password (POST /api/profiles/:documentId/account/forcePasswordReset). Answers whether the mail went out.
     */
    async mailResetCode(user: { id: number; email: string }, reason: 'forgot' | 'forced') {
      const code = crypto.randomBytes(18).toString('base64url');
      await strapi.db.query(RESET).deleteMany({ where: { userId: user.id } });
      await strapi.db.query(RESET).create({
        data: {
          codeHash: sha256(code),
          userId: user.id,
          expiresAt: new Date(Date.now() + RESET_CODE_TTL_MIN * 60_000),
        },
      });
      const profile = await strapi.db.query(PROFILE).findOne({ where: { user: user.id }, select: ['language'] });
      const link = `${publicUrl(strapi)}/reset-password?code=${encodeURIComponent(code)}`;
      const mail = await renderSystemEmail(
        strapi,
        reason === 'forced' ? 'password-forced' : 'password-reset',
        langOf(profile?.language),
        { link, code, minutes: RESET_CODE_TTL_MIN },
      );
      await recordLog(strapi, authEntry('password_reset_requested', { id: user.id, name: user.email }, { reason }));
      return sendAccountMail(strapi, user.email, mail, `Reset e-mail to user ${user.id}`);
    },

    async resetPassword(ctx: Ctx, body: Record<string, unknown>) {
      const { code, password, passwordConfirmation } = body ?? {};
      const r = rules();
      const ipKey = `reset:ip:${ctx.request.ip}`;
      await refuseWhileWaiting(ctx, ipKey, r.resetPerIp, 'attempt_limit');
      if (!isText(code, 200) || code.length < RESET_CODE_MIN_LENGTH) {
        await take(ctx, [[ipKey, r.resetPerIp]], 'attempt_limit');
        throw new ValidationError('Incorrect code provided', { code: 'invalid_code' });
      }
      checkNewPassword(password, passwordConfirmation);

      const reset = await strapi.db.query(RESET).findOne({ where: { codeHash: sha256(code) } });
      if (!reset || reset.usedAt || new Date(reset.expiresAt).getTime() <= Date.now()) {
        await take(ctx, [[ipKey, r.resetPerIp]], 'attempt_limit');
        throw new ValidationError('Incorrect or expired code provided', { code: 'invalid_code' });
      }
      // Claim the code first: of two concurrent resets with the same code only one updates the row.
      const claimed = await strapi.db
        .query(RESET)
        .updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: new Date() } });
      if (!claimed?.count) throw new ValidationError('Incorrect or expired code provided', { code: 'invalid_code' });

      await users().edit(reset.userId, { password });
      await sessions().revokeAllFor(reset.userId);
      // The e-mailed code proves the address: the account is confirmed (an archived one stays archived).
      await this.setAccountStatus(reset.userId, 'CONFIRMED', ['ARCHIVED']);
      await strapi.db.query(USER).update({ where: { id: reset.userId }, data: { confirmed: true } });
      await recordLog(strapi, authEntry('password_reset', { id: reset.userId, name: null }));
    },

    /** Sets the profile's accountStatus of a login account, unless it is one of `unlessIn`. */
    async setAccountStatus(userId: number, accountStatus: string, unlessIn: string[] = []) {
      const profile = await strapi.db
        .query(PROFILE)
        .findOne({ where: { user: userId }, select: ['id', 'accountStatus'] });
      if (profile && profile.accountStatus !== accountStatus && !unlessIn.includes(profile.accountStatus)) {
        await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { accountStatus } });
      }
    },

    async changePassword(ctx: Ctx, body: Record<string, unknown>) {
      const { currentPassword, password, passwordConfirmation } = body ?? {};
      const user = await strapi.db.query(USER).findOne({ where: { id: ctx.state.user.id } });
      if (!isText(currentPassword, 256) || !(await users().validatePassword(currentPassword, user.password))) {
        throw new ValidationError('The provided current password is invalid', {
          code: 'current_password_invalid',
          errors: [{ path: ['currentPassword'], message: 'current_password_invalid' }],
        });
      }
      checkNewPassword(password, passwordConfirmation);
      if (currentPassword === password) {
        throw new ValidationError('Your new password must be different than your current password', {
          code: 'password_unchanged',
          errors: [{ path: ['password'], message: 'password_unchanged' }],
        });
      }
      await users().edit(user.id, { password });
      await sessions().revokeAllFor(user.id, ctx.state.session?.id);
      const profile = await strapi.db.query(PROFILE).findOne({ where: { user: user.id }, select: ['accountStatus'] });
      if (profile?.accountStatus === 'FORCE_CHANGE_PASSWORD') await this.setAccountStatus(user.id, 'CONFIRMED');
      await recordLog(strapi, authEntry('password_change', { id: user.id, name: user.email }));
    },
  };
};

/** Runs `work` after the response has been handed to the client (or the client went away). */
function afterResponse(ctx: Ctx, work: () => unknown) {
  const res = ctx.res;
  if (!res || res.writableFinished || res.destroyed) return void setImmediate(work);
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    setImmediate(work);
  };
  res.once('finish', run);
  res.once('close', run);
}

/**
 * Where the console's pages are for links in e-mail (reset password, confirm account, accept invitation):
 * CONSOLE_URL when the console has a host of its own (docs/multi-tenant.md), else this server's PUBLIC_URL.
 */
export function publicUrl(strapi: Strapi) {
  const consoleUrl = process.env.CONSOLE_URL?.trim();
  if (consoleUrl) return consoleUrl.replace(/\/$/, '');
  const configured = strapi.config.get('server.url');
  if (configured) return String(configured).replace(/\/$/, '');
  return `http://localhost:${strapi.config.get('server.port', 1337)}`;
}
