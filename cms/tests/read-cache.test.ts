import { describe, expect, it } from 'vitest';
import { cachedAnswer, createReadCache } from '../src/services/read-cache';

const ok = (body: unknown) => ({ status: 200, body });

describe('read cache', () => {
  it('answers a repeated key from memory until something is written', async () => {
    const cache = createReadCache();
    let calls = 0;
    const produce = async () => ok(++calls);
    expect((await cache.wrap('a', produce)).body).toBe(1);
    expect((await cache.wrap('a', produce)).body).toBe(1);
    cache.invalidate();
    expect((await cache.wrap('a', produce)).body).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = createReadCache();
    let calls = 0;
    const slow = () =>
      new Promise<{ status: number; body: number }>((resolve) => setTimeout(() => resolve(ok(++calls)), 20));
    const answers = await Promise.all([cache.wrap('a', slow), cache.wrap('a', slow), cache.wrap('a', slow)]);
    expect(answers.map((a) => a.body)).toEqual([1, 1, 1]);
  });

  it('does not keep an answer computed while a write happened', async () => {
    const cache = createReadCache();
    let calls = 0;
    const answer = cache.wrap('a', async () => {
      const value = ++calls;
      cache.invalidate();
      return ok(value);
    });
    expect((await answer).body).toBe(1);
    expect((await cache.wrap('a', async () => ok(++calls))).body).toBe(2);
  });

  it('refreshes expired entries behind a stale answer, keeps only successful answers and evicts the least recently used', async () => {
    let clock = 0;
    const cache = createReadCache({ max: 2, ttlMs: 100, now: () => clock });
    let calls = 0;
    const produce = async () => ok(++calls);
    await cache.wrap('a', produce);
    clock = 150;
    // Past its TTL an entry is served once more while the fresh answer is computed.
    expect((await cache.wrap('a', produce)).body).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.wrap('a', produce)).body).toBe(2);
    await cache.wrap('b', produce);
    await cache.wrap('a', produce); // a is now the most recent
    await cache.wrap('c', produce); // evicts b
    expect(cache.size).toBe(2);
    expect((await cache.wrap('b', produce)).body).toBe(5);
    expect((await cache.wrap('x', async () => ({ status: 500, body: 'kapot' }))).status).toBe(500);
    expect((await cache.wrap('x', async () => ok('heel'))).body).toBe('heel');
  });

  it('stores the fresh answer when an expired entry is refreshed behind a request answered from the cache', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 100, now: () => clock });
    let version = 0;
    const request = () => {
      const headers: Record<string, string> = {};
      return {
        status: 200,
        body: undefined as unknown,
        type: '',
        get: () => '',
        set: (k: string, v: string) => (headers[k] = v),
        response: { get: () => '' },
        headers,
      };
    };
    const ask = async () => {
      const ctx = request();
      await cachedAnswer(cache, ctx, 'list', async () => ({ data: ++version }));
      return JSON.parse(String(ctx.body)).data;
    };
    expect(await ask()).toBe(1);
    clock = 150;
    expect(await ask()).toBe(1); // stale, while version 2 is computed
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await ask()).toBe(2);
  });
});
