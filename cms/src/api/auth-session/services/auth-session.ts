/**
 * Server-side sessions. Every token we issue carries a session id (`sid`); a token is accepted
 * only while that session row exists, is not revoked and has not expired. This is what lets
 * logout, a password change and blocking a user end sessions that a stateless JWT would keep alive.
 */
import crypto from 'crypto';
import { factories } from '@strapi/strapi';
import { SESSION_LIFETIME_MS } from '@newsroom/config';
// Names and the Secure decision live with no Strapi import, so any module (the rate limiter) can use them.
import { CSRF_COOKIE, SESSION_COOKIE, cookieNames } from '../../../services/session-cookies';

const UID = 'api::auth-session.auth-session';
export { CSRF_COOKIE, SESSION_COOKIE, HOST_PREFIX, cookieNames, cookieSecure } from '../../../services/session-cookies';

type Ctx = any;

/**
 * Sessions confirmed active in the last few seconds, so a burst of requests does not read the
 * same row each time. A revocation in any process forgets them at once (a write to the sessions is told
 * to every process); a row changed behind Strapi's back takes effect within ACTIVE_MEMO_MS.
 */
const ACTIVE_MEMO_MS = 5_000;

export default factories.createCoreService(UID, ({ strapi }) => {
  const recentlyActive = new Map<string, { userId: number; until: number }>();
  const forget = (match: (sid: string, userId: number) => boolean) => {
    for (const [sid, entry] of recentlyActive) if (match(sid, entry.userId)) recentlyActive.delete(sid);
  };
  return {
    async start(ctx: Ctx, userId: number) {
      const sid = crypto.randomBytes(24).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
      await strapi.db.query(UID).create({
        data: {
          sid,
          userId,
          expiresAt,
          ip: ctx.request.ip,
          userAgent: String(ctx.request.header['user-agent'] || '').slice(0, 255),
        },
      });
      const jwt = strapi
        .plugin('users-permissions')
        .service('jwt')
        .issue({ id: userId, sid }, { expiresIn: Math.floor(SESSION_LIFETIME_MS / 1000) });
      this.setCookies(ctx, jwt, expiresAt);
      return { jwt, sid };
    },

    async isActive(sid: unknown, userId: unknown) {
      if (typeof sid !== 'string' || !sid) return false;
      const memo = recentlyActive.get(sid);
      if (memo && memo.until > Date.now()) return memo.userId === Number(userId);
      const row = await strapi.db.query(UID).findOne({ where: { sid }, select: ['userId', 'expiresAt', 'revokedAt'] });
      if (!row || row.revokedAt || Number(row.userId) !== Number(userId)) return false;
      const expires = new Date(row.expiresAt).getTime();
      if (expires <= Date.now()) return false;
      if (recentlyActive.size > 10_000) recentlyActive.clear();
      recentlyActive.set(sid, { userId: Number(row.userId), until: Math.min(expires, Date.now() + ACTIVE_MEMO_MS) });
      return true;
    },

    /** Forgets every remembered session: one may have been revoked by another process (bootstrap/lifecycles.ts). */
    forgetAll() {
      recentlyActive.clear();
    },

    async revoke(sid: string) {
      recentlyActive.delete(sid);
      await strapi.db.query(UID).updateMany({ where: { sid, revokedAt: null }, data: { revokedAt: new Date() } });
    },

    /** Ends every session of the user except `keepSid` (the one making the request, if any). */
    async revokeAllFor(userId: number, keepSid?: string) {
      const where: Record<string, unknown> = { userId, revokedAt: null };
      if (keepSid) where.sid = { $ne: keepSid };
      forget((sid, owner) => owner === Number(userId) && sid !== keepSid);
      await strapi.db.query(UID).updateMany({ where, data: { revokedAt: new Date() } });
    },

    /** Drops sessions that can no longer be used and reset and confirmation codes past their time. */
    async purgeExpired(now = new Date()) {
      const dayAgo = new Date(now.getTime() - 86_400_000);
      const sessions = await strapi.db
        .query(UID)
        .deleteMany({ where: { $or: [{ expiresAt: { $lt: now } }, { revokedAt: { $lt: dayAgo } }] } });
      const resets = await strapi.db
        .query('api::password-reset.password-reset')
        .deleteMany({ where: { expiresAt: { $lt: now } } });
      const confirmations = await strapi.db
        .query('api::account.account-confirmation')
        .deleteMany({ where: { expiresAt: { $lt: now } } });
      return { sessions: sessions.count, resets: resets.count, confirmations: confirmations.count };
    },

    setCookies(ctx: Ctx, jwt: string, expiresAt: Date) {
      const { secure, session, csrf } = cookieNames(ctx);
      // Behind a TLS-terminating proxy that is not trusted, koa would refuse to write a Secure cookie.
      if (secure) ctx.cookies.secure = true;
      ctx.cookies.set(session, jwt, {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        expires: expiresAt,
        path: '/',
        overwrite: true,
      });
      const csrfToken = crypto.randomBytes(18).toString('base64url');
      // A console on another origin gets it as a header (src/services/console-origins.ts, docs/multi-tenant.md).
      ctx.state.csrfIssued = csrfToken;
      ctx.cookies.set(csrf, csrfToken, {
        httpOnly: false,
        sameSite: 'lax',
        secure,
        expires: expiresAt,
        path: '/',
        overwrite: true,
      });
    },

    clearCookies(ctx: Ctx) {
      const { secure, session, csrf } = cookieNames(ctx);
      if (secure) ctx.cookies.secure = true;
      // Over HTTPS also the plain names a browser may keep from before the prefix.
      const names = secure ? [session, csrf, SESSION_COOKIE, CSRF_COOKIE] : [session, csrf];
      ctx.state.csrfIssued = '';
      for (const name of names) {
        ctx.cookies.set(name, '', { expires: new Date(0), path: '/', sameSite: 'lax', secure, overwrite: true });
      }
    },
  };
});
