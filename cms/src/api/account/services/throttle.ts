/**
 * Attempt counters for sign-in, forgot-password, reset and confirmation codes (service api::account.throttle),
 * keyed on the client IP (never X-Forwarded-For unless TRUST_PROXY), the account or a trusted device.
 * A counter is forgotten `windowMs` after its last counted attempt. Without `slowdown` a rule refuses once
 * `max` attempts are counted (until the window passes); with it, it then allows one attempt after a delay that
 * doubles with every further failure up to `capMs`: strangers slow an account down but cannot lock it.
 * The counters sit behind `ThrottleStore`: process memory for one CMS process; with REDIS_URL the cluster puts
 * them in Redis through `useStore` (services/cluster/throttle-store.ts), so every process counts the same attempts.
 */
export type ThrottleRule = { max: number; windowMs: number; slowdown?: { baseMs: number; capMs: number } };
export type Counter = { count: number; lastAt: number };
export type Decision = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface ThrottleStore {
  /** Counts one attempt on `key` unless `rule` refuses it now; check and count are one step. */
  take(key: string, rule: ThrottleRule, now: number): Promise<Decision>;
  /** How long until `rule` allows an attempt on `key` (0: now); counts nothing. */
  wait(key: string, rule: ThrottleRule, now: number): Promise<number>;
  /** Takes back one counted attempt (it turned out not to be a failure). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

const intFromEnv = (name: string, fallback: number) => {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const rules = () => {
  const windowMs = intFromEnv('AUTH_THROTTLE_WINDOW_MS', 15 * 60 * 1000);
  const slowdown = {
    baseMs: intFromEnv('LOGIN_SLOWDOWN_BASE_MS', 1000),
    capMs: intFromEnv('LOGIN_SLOWDOWN_MAX_MS', windowMs),
  };
  return {
    loginPerIp: { max: intFromEnv('LOGIN_MAX_FAILURES_PER_IP', 20), windowMs, slowdown },
    loginPerAccount: { max: intFromEnv('LOGIN_MAX_FAILURES_PER_ACCOUNT', 10), windowMs, slowdown },
    loginPerDevice: { max: intFromEnv('LOGIN_MAX_FAILURES_PER_DEVICE', 10), windowMs },
    forgotPerIp: { max: intFromEnv('FORGOT_MAX_PER_IP', 10), windowMs },
    forgotPerAccount: { max: intFromEnv('FORGOT_MAX_PER_ACCOUNT', 3), windowMs },
    resetPerIp: { max: intFromEnv('RESET_MAX_FAILURES_PER_IP', 10), windowMs },
  };
};

export const normaliseAccount = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Pure: how long until `rule` allows another attempt after `counter` (0: now). */
export function waitMs(counter: Counter | undefined, rule: ThrottleRule, now: number): number {
  if (!counter || counter.count < rule.max) return 0;
  const forgotten = counter.lastAt + rule.windowMs;
  if (!rule.slowdown) return Math.max(0, forgotten - now);
  const { baseMs, capMs } = rule.slowdown;
  const delay = Math.min(capMs, baseMs * 2 ** Math.min(counter.count - rule.max, 30));
  return Math.max(0, Math.min(counter.lastAt + delay, forgotten) - now);
}

export function memoryStore(): ThrottleStore {
  const counters = new Map<string, Counter & { until: number }>();
  const live = (key: string, now: number) => {
    const counter = counters.get(key);
    if (counter && counter.until <= now) counters.delete(key);
    return counter && counter.until > now ? counter : undefined;
  };
  const sweep = (now: number) => {
    for (const [key, counter] of counters) if (counter.until <= now) counters.delete(key);
  };
  return {
    async take(key, rule, now) {
      const counter = live(key, now);
      const retryAfterMs = waitMs(counter, rule, now);
      if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
      counters.set(key, { count: (counter?.count ?? 0) + 1, lastAt: now, until: now + rule.windowMs });
      if (counters.size > 50_000) sweep(now);
      return { allowed: true };
    },
    async wait(key, rule, now) {
      return waitMs(live(key, now), rule, now);
    },
    async release(key) {
      const counter = counters.get(key);
      if (counter && --counter.count <= 0) counters.delete(key);
    },
    async clear(key) {
      counters.delete(key);
    },
  };
}

export default () => {
  let store = memoryStore();
  return {
    useStore(next: ThrottleStore) {
      store = next;
    },
    /** Counts an attempt on every key, or on none: the first key that refuses gives the answer. */
    async take(entries: [string, ThrottleRule][], now = Date.now()): Promise<Decision> {
      const taken: string[] = [];
      for (const [key, rule] of entries) {
        const decision = await store.take(key, rule, now);
        if (!decision.allowed) {
          await Promise.all(taken.map((k) => store.release(k)));
          return decision;
        }
        taken.push(key);
      }
      return { allowed: true };
    },
    wait: (key: string, rule: ThrottleRule, now = Date.now()) => store.wait(key, rule, now),
    release: (key: string) => store.release(key),
    clear: (key: string) => store.clear(key),
  };
};
