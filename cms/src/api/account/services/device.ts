/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that signed in
 * to an account gets an httpOnly cookie naming that account, signed with HMAC-SHA256 under the app keys
 * (the first signs; any of them verifies, so keys can rotate). Sign-in attempts that carry a valid cookie
 * for the account being signed in to are counted per device, apart from strangers' failures.
 * Value: `<userId>.<deviceId>.<issued, seconds>.<mac>`; sent only to the sign-in routes.
 */
import crypto from 'crypto';

export const DEVICE_COOKIE = 'nb_device';
export const DEVICE_COOKIE_PATH = '/api/auth';
export const DEVICE_LIFETIME_MS = 180 * 86_400_000;

export type Device = { userId: number; id: string };

const mac = (key: string, payload: string) =>
  crypto.createHmac('sha256', key).update(`device:${payload}`).digest('base64url');

export function signDevice(keys: string[], userId: number, now = Date.now()): { value: string; device: Device } {
  if (!keys.length) throw new Error('APP_KEYS is empty: device cookies cannot be signed');
  const id = crypto.randomBytes(12).toString('base64url');
  const payload = `${userId}.${id}.${Math.floor(now / 1000)}`;
  return { value: `${payload}.${mac(keys[0], payload)}`, device: { userId, id } };
}

/** The device a cookie value names, or null when it is malformed, forged or too old. */
export function readDevice(keys: string[], value: unknown, now = Date.now()): Device | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [userId, id, issued, signature] = parts;
  const payload = `${userId}.${id}.${issued}`;
  const given = Buffer.from(signature);
  const valid = keys.some((key) => {
    const expected = Buffer.from(mac(key, payload));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  const issuedMs = Number(issued) * 1000;
  if (!valid || !/^\d+$/.test(userId) || !(issuedMs > now - DEVICE_LIFETIME_MS)) return null;
  return { userId: Number(userId), id };
}
