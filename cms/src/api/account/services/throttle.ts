/**
 * Fixed-window counters for sign-in, forgot-password and reset attempts, keyed separately on the
 * client IP (never X-Forwarded-For unless TRUST_PROXY) and on the normalised account. Kept in
 * process memory: one Strapi process per deployment today; a shared store comes with the workers.
 */
type Bucket = { count: number; resetAt: number };

export type ThrottleRule = { max: number; windowMs: number };

const intFromEnv = (name: string, fallback: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const windowMs = () => intFromEnv('AUTH_THROTTLE_WINDOW_MS', 15 * 60 * 1000);

export const rules = () => ({
  loginPerIp: { max: intFromEnv('LOGIN_MAX_FAILURES_PER_IP', 20), windowMs: windowMs() },
  loginPerAccount: { max: intFromEnv('LOGIN_MAX_FAILURES_PER_ACCOUNT', 10), windowMs: windowMs() },
  forgotPerIp: { max: intFromEnv('FORGOT_MAX_PER_IP', 10), windowMs: windowMs() },
  forgotPerAccount: { max: intFromEnv('FORGOT_MAX_PER_ACCOUNT', 3), windowMs: windowMs() },
  resetPerIp: { max: intFromEnv('RESET_MAX_FAILURES_PER_IP', 10), windowMs: windowMs() },
});

export const normaliseAccount = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

export default () => {
  const buckets = new Map<string, Bucket>();

  const current = (key: string, now: number) => {
    const bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= now) return undefined;
    return bucket;
  };

  return {
    isBlocked(key: string, rule: ThrottleRule, now = Date.now()) {
      const bucket = current(key, now);
      return Boolean(bucket && bucket.count >= rule.max);
    },

    hit(key: string, rule: ThrottleRule, now = Date.now()) {
      const bucket = current(key, now) ?? { count: 0, resetAt: now + rule.windowMs };
      bucket.count += 1;
      buckets.set(key, bucket);
      if (buckets.size > 50_000) this.sweep(now);
      return bucket.count;
    },

    clear(key: string) {
      buckets.delete(key);
    },

    sweep(now = Date.now()) {
      for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key);
    },
  };
};
