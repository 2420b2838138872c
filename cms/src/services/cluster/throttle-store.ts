/**
 * The sign-in throttle's counters in Redis (api::account.throttle's `ThrottleStore`), so attempts count across
 * every CMS process: one hash `{count, lastAt}` per key that expires `windowMs` after its last counted attempt,
 * exactly like the memory store. Check and count run as one script, so parallel attempts on two processes cannot
 * both slip under the limit. `waitMs` (throttle.ts) is repeated in Lua; the throttle tests run both stores.
 */
import type { Redis } from 'ioredis';
import type { Decision, ThrottleRule, ThrottleStore } from '../../api/account/services/throttle';

// KEYS[1] the counter; ARGV now, max, windowMs, slowdown base (0: none), slowdown cap, count (1: take, 0: wait).
const WAIT_AND_TAKE = `
local counter = redis.call('HMGET', KEYS[1], 'count', 'lastAt')
local count = tonumber(counter[1]) or 0
local lastAt = tonumber(counter[2]) or 0
local now, max, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local base, cap = tonumber(ARGV[4]), tonumber(ARGV[5])
if count > 0 and lastAt + window <= now then count = 0 end
local wait = 0
if count >= max then
  local forgotten = lastAt + window
  if base == 0 then
    wait = forgotten - now
  else
    local delay = math.min(cap, base * 2 ^ math.min(count - max, 30))
    wait = math.min(lastAt + delay, forgotten) - now
  end
  if wait < 0 then wait = 0 end
end
if wait > 0 or ARGV[6] == '0' then return wait end
redis.call('HSET', KEYS[1], 'count', count + 1, 'lastAt', now)
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

// KEYS[1] the counter: one counted attempt given back; the counter goes when nothing is left.
const RELEASE = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('HINCRBY', KEYS[1], 'count', -1)
if count <= 0 then redis.call('DEL', KEYS[1]) end
return count`;

export function redisThrottleStore(redis: Redis, prefix: string): ThrottleStore {
  const keyOf = (key: string) => `${prefix}:throttle:${key}`;
  const run = (key: string, rule: ThrottleRule, now: number, take: boolean) =>
    redis.eval(
      WAIT_AND_TAKE,
      1,
      keyOf(key),
      Math.floor(now),
      rule.max,
      rule.windowMs,
      rule.slowdown?.baseMs ?? 0,
      rule.slowdown?.capMs ?? 0,
      take ? 1 : 0,
    ) as Promise<number>;
  return {
    async take(key, rule, now): Promise<Decision> {
      const retryAfterMs = Number(await run(key, rule, now, true));
      return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
    },
    async wait(key, rule, now) {
      return Number(await run(key, rule, now, false));
    },
    async release(key) {
      await redis.eval(RELEASE, 1, keyOf(key));
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}
