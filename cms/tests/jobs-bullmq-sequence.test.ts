// The global message index of a run shared by several worker processes (contract point 6): Redis INCR
// under a key that expires, so two workers pacing one campaign never take the same slot. Needs the local
// Redis: runs in the Redis suite (vitest.redis.mts).
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { localSequence, redisRunStart, redisSequence } from '../src/services/jobs/redis-sequence';
import { redisUrl } from './helpers/workers';

const prefix = `nbtest_seq_${crypto.randomBytes(4).toString('hex')}`;
// Two connections stand for two worker processes.
const first = new Redis(redisUrl());
const second = new Redis(redisUrl());

afterAll(async () => {
  const keys = await first.keys(`${prefix}:*`);
  if (keys.length) await first.del(...keys);
  await Promise.all([first.quit(), second.quit()]);
});

describe('redisSequence', () => {
  it('gives every caller of a run its own index, 0, 1, 2 ..., across connections', async () => {
    const key = `${prefix}:campaign-a`;
    const a = redisSequence(first, key);
    const b = redisSequence(second, key);
    const indexes = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b)()));
    expect([...indexes].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    // Each connection's own answers increase: a pacer can wait for index / rate seconds.
    const mine = [await a(), await a(), await b()];
    expect(mine).toEqual([200, 201, 202]);
    // Another run counts apart.
    expect(await redisSequence(first, `${prefix}:campaign-b`)()).toBe(0);
  });

  it('expires an idle run’s key, and each call renews it', async () => {
    const key = `${prefix}:short`;
    const next = redisSequence(first, key, { ttlSeconds: 1 });
    expect(await next()).toBe(0);
    const ttl = await first.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
    await new Promise((r) => setTimeout(r, 1300));
    expect(await first.exists(key)).toBe(0);
    expect(await next()).toBe(0);
  });
});

describe('redisRunStart', () => {
  it('answers the first caller’s clock to every process of the run, until the key expires', async () => {
    const key = `${prefix}:start`;
    const before = Date.now();
    const start = await redisRunStart(first, key, { ttlSeconds: 60 });
    expect(start).toBeGreaterThanOrEqual(before);
    expect(start).toBeLessThanOrEqual(Date.now());
    await new Promise((r) => setTimeout(r, 20));
    expect(await redisRunStart(second, key, { ttlSeconds: 60 })).toBe(start);
    expect(await first.ttl(key)).toBeGreaterThan(50);
  });
});

describe('localSequence', () => {
  it('counts in this process when the jobs do not run on BullMQ', async () => {
    const next = localSequence();
    expect([await next(), await next(), await next()]).toEqual([0, 1, 2]);
  });
});
