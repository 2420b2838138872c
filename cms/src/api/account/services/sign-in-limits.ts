/**
 * Which throttle counters a sign-in attempt goes on (OWASP device cookies; policy in the README, Decisions).
 * A valid device cookie for the account being signed in to counts per device and is never held back by
 * failures from elsewhere; a device past its own limit, or no cookie, counts per IP and per account as an
 * unknown device, slowed down progressively. Attempts are counted before the password is checked (so parallel
 * guesses cannot all slip through) and given back when it was right.
 */
import { errors } from '@strapi/utils';
import { rules, type ThrottleRule } from './throttle';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_LIFETIME_MS, readDevice, signDevice } from './device';
import { cookieSecure } from '../../auth-session/services/auth-session';
import type { Ctx, Strapi } from '../../../strapi-types';

export type Attempt = { counted: string[]; trusted: string | null };

export function signInLimits(strapi: Strapi) {
  const throttle = () => strapi.service('api::account.throttle');
  const appKeys = (): string[] => strapi.config.get('server.app.keys') ?? [];

  /** 429 with Retry-After (whole seconds, at least 1). */
  const tooMany = (ctx: Ctx, retryAfterMs: number, code: string) => {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    ctx.set('Retry-After', String(seconds));
    return new errors.RateLimitError('Too many attempts, please try again later.', {
      code,
      retryAfterSeconds: seconds,
    });
  };

  return {
    tooMany,

    async admit(ctx: Ctx, user: { id: number } | null, account: string): Promise<Attempt> {
      const r = rules();
      const device = readDevice(appKeys(), ctx.cookies.get(DEVICE_COOKIE));
      if (device && user && device.userId === user.id) {
        const key = `login:device:${device.id}`;
        if ((await throttle().take([[key, r.loginPerDevice]])).allowed) return { counted: [key], trusted: key };
      }
      const entries: [string, ThrottleRule][] = [
        [`login:ip:${ctx.request.ip}`, r.loginPerIp],
        // By user id when the account exists, so e-mail spellings and the username count together.
        [`login:account:${user ? `user-${user.id}` : account}`, r.loginPerAccount],
      ];
      const decision = await throttle().take(entries);
      if (!decision.allowed) throw tooMany(ctx, decision.retryAfterMs, 'login_limit');
      return { counted: entries.map(([key]) => key), trusted: null };
    },

    /** The right password is no guess: the device's or the account's failures are forgotten, the IP's attempt given back. */
    async rightPassword({ counted, trusted }: Attempt) {
      await Promise.all(
        counted.map((key) =>
          key === trusted || key.startsWith('login:account:') ? throttle().clear(key) : throttle().release(key),
        ),
      );
    },

    issueDeviceCookie(ctx: Ctx, userId: number) {
      const secure = cookieSecure(ctx);
      if (secure) ctx.cookies.secure = true;
      const { value } = signDevice(appKeys(), userId);
      ctx.cookies.set(DEVICE_COOKIE, value, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: DEVICE_COOKIE_PATH,
        expires: new Date(Date.now() + DEVICE_LIFETIME_MS),
        overwrite: true,
      });
    },
  };
}
