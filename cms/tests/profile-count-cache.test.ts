// Unit tests of the profile list's count cache: keys per filter, one COUNT for concurrent requests, and
// a COUNT that ran across a write is not kept.
import { describe, expect, it } from 'vitest';
import { countKey, createCountCache, stableKey } from '../src/services/profile-count-cache';

describe('count keys', () => {
  it('ignore paging, sorting and populate, and the order of keys', () => {
    const a = countKey({
      filters: { type: { $eq: 'LEAD' }, tags: { id: { $in: [3] } } },
      start: 0,
      limit: 25,
      sort: [{ createdAt: 'desc' }],
      populate: ['tags'],
    });
    const b = countKey({ limit: 25, start: 50, filters: { tags: { id: { $in: [3] } }, type: { $eq: 'LEAD' } } });
    expect(a).toBe(b);
    expect(countKey({ filters: { type: { $eq: 'SUBSCRIBER' } } })).not.toBe(a);
    expect(countKey({ filters: {}, _q: 'jan' })).not.toBe(countKey({ filters: {} }));
    expect(stableKey({ b: [1, { d: 1, c: 2 }], a: undefined })).toBe('{"b":[1,{"c":2,"d":1}]}');
  });
});

describe('count cache', () => {
  it('counts once per filter until invalidated, and shares a COUNT between concurrent requests', async () => {
    const cache = createCountCache();
    let counted = 0;
    const count = () => new Promise<number>((resolve) => setTimeout(() => resolve(++counted * 10), 5));
    const [x, y] = await Promise.all([cache.wrap('k', count), cache.wrap('k', count)]);
    expect([x, y, counted]).toEqual([10, 10, 1]);
    expect(await cache.wrap('k', count)).toBe(10);
    cache.invalidate();
    expect(await cache.wrap('k', count)).toBe(20);
    expect(cache.stats()).toMatchObject({ size: 1, hits: 1, misses: 2 });
  });

  it('does not keep a count that a write overtook, and expires after its TTL', async () => {
    let now = 0;
    const cache = createCountCache({ ttlMs: 1000, now: () => now });
    let release: (n: number) => void = () => undefined;
    const slow = cache.wrap('k', () => new Promise<number>((r) => (release = r)));
    cache.invalidate();
    release(5);
    expect(await slow).toBe(5);
    expect(await cache.wrap('k', async () => 6)).toBe(6);
    expect(await cache.wrap('k', async () => 7)).toBe(6);
    now = 1001;
    expect(await cache.wrap('k', async () => 8)).toBe(8);
  });

  it('does not keep failures', async () => {
    const cache = createCountCache();
    await expect(cache.wrap('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.wrap('k', async () => 3)).toBe(3);
  });
});
