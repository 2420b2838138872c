import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { memoiseRouteMatches, strapiRouterClass } from '../src/services/route-match-memo';

describe('route match memo', () => {
  it("answers as the router does, sees routes added later and keeps its answers safe from the caller's pushes", () => {
    memoiseRouteMatches(Router as never, 3);
    const router = new Router();
    router.get('/api/items', () => undefined);
    router.get('/api/items/:id', () => undefined);
    const first = router.match('/api/items/7', 'GET');
    expect(first.route).toBe(true);
    expect(first.pathAndMethod.map((l) => l.path)).toEqual(['/api/items/:id']);
    // The dispatch appends other routers' layers to `path`; the next answer must not carry them.
    first.path.push('another router' as never);
    expect(router.match('/api/items/7', 'GET').path.map((l) => l.path)).toEqual(['/api/items/:id']);
    expect(router.match('/api/items/7', 'POST').route).toBe(false);

    router.post('/api/items/:id', () => undefined);
    expect(router.match('/api/items/7', 'POST').route).toBe(true);
    for (const id of [1, 2, 3, 4, 5]) expect(router.match(`/api/items/${id}`, 'GET').route).toBe(true);
    expect(router.match('/api/nothing', 'GET')).toEqual({ path: [], pathAndMethod: [], route: false });
  });

  it("patches the router class Strapi's own server loads", () => {
    expect(strapiRouterClass()).toBe(Router);
  });
});
