// The sign-in throttle's Redis store (src/services/cluster/throttle-store.ts) decides exactly as the memory store
// (src/api/account/services/throttle.ts) on the same attempts: its Lua repeats `waitMs`, and a difference would let
// a cluster throttle differently from one process. Runs against the local Redis (Redis suite).
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryStore, type ThrottleRule, type ThrottleStore } from '../src/api/account/services/throttle';
import { redisThrottleStore } from '../src/services/cluster/throttle-store';
import { redisUrl } from './helpers/workers';

const redis = new Redis(redisUrl(), { maxRetriesPerRequest: null });
const prefix = `nbtest_throttle_${crypto.randomBytes(3).toString('hex')}`;

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

type Step = ['take' | 'wait' | 'release' | 'clear', number];

/** Runs `steps` (operation, time in ms) on `store` for one key and returns every answer. */
async function play(store: ThrottleStore, key: string, rule: ThrottleRule, steps: Step[]) {
  const answers: unknown[] = [];
  for (const [operation, now] of steps) {
    if (operation === 'take') answers.push(await store.take(key, rule, now));
    else if (operation === 'wait') answers.push(await store.wait(key, rule, now));
    else if (operation === 'release') answers.push(await store.release(key));
    else answers.push(await store.clear(key));
  }
  return answers;
}

const T0 = 1_700_000_000_000;
const at = (ms: number) => T0 + ms;

describe('the Redis throttle store decides like the memory store', () => {
  const cases: [string, ThrottleRule, Step[]][] = [
    [
      'a hard limit: refused until the window after the last attempt has passed',
      { max: 3, windowMs: 10_000 },
      [
        ['take', at(0)],
        ['take', at(100)],
        ['take', at(200)],
        ['take', at(300)],
        ['wait', at(5_000)],
        ['take', at(10_199)],
        ['take', at(10_200)],
        ['wait', at(10_200)],
      ],
    ],
    [
      'a slowdown: after the limit one attempt per doubling delay, capped',
      { max: 2, windowMs: 60_000, slowdown: { baseMs: 1_000, capMs: 4_000 } },
      [
        ['take', at(0)],
        ['take', at(10)],
        ['take', at(20)],
        ['wait', at(500)],
        ['take', at(1_010)],
        ['take', at(1_020)],
        ['take', at(3_010)],
        ['wait', at(3_500)],
        ['take', at(7_010)],
        ['take', at(11_010)],
        ['wait', at(11_020)],
      ],
    ],
    [
      'release gives an attempt back and clear forgets the key',
      { max: 2, windowMs: 10_000 },
      [
        ['take', at(0)],
        ['take', at(1)],
        ['take', at(2)],
        ['release', at(3)],
        ['take', at(4)],
        ['take', at(5)],
        ['clear', at(6)],
        ['take', at(7)],
        ['release', at(8)],
        ['release', at(9)],
        ['wait', at(10)],
      ],
    ],
  ];

  for (const [name, rule, steps] of cases)
    it(name, async () => {
      const key = crypto.randomBytes(4).toString('hex');
      const expected = await play(memoryStore(), key, rule, steps);
      const actual = await play(redisThrottleStore(redis, prefix), key, rule, steps);
      expect(actual).toEqual(expected);
      // The cases reach both answers, so the comparison means something.
      expect(expected).toContainEqual({ allowed: true });
      expect(expected.some((a) => typeof a === 'object' && a !== null && 'retryAfterMs' in a)).toBe(true);
    });

  it('a counter expires in Redis a window after its last counted attempt', async () => {
    const store = redisThrottleStore(redis, prefix);
    await store.take('ttl', { max: 5, windowMs: 30_000 }, Date.now());
    const ttl = await redis.pttl(`${prefix}:throttle:ttl`);
    expect(ttl).toBeGreaterThan(25_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });
});
