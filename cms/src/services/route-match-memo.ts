import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * @koa/router finds a request's routes by testing every route's regular expression in turn, and Strapi registers
 * well over a thousand: about 5 % of the CMS's CPU under mixed load went to that loop. The answer depends only on
 * the router's routes, the path and the method, so each router keeps its recent answers. A router whose route
 * count changed (routes are added at start) starts over. The `path` list is copied out, because the router's
 * dispatch appends later routers' matches to the array it gets.
 */
type Matched = { path: unknown[]; pathAndMethod: unknown[]; route: boolean };
type RouterLike = { stack: unknown[] };
type RouterClass = { prototype: { match: (this: RouterLike, path: string, method: string) => Matched } };

export const ROUTE_ANSWERS_KEPT = 5000;

export function memoiseRouteMatches(Router: RouterClass, max = ROUTE_ANSWERS_KEPT) {
  const match = Router.prototype.match;
  if ((match as { memoised?: boolean }).memoised) return;
  const memos = new WeakMap<object, { routes: number; answers: Map<string, Matched> }>();
  const memoised = function (this: RouterLike, requestPath: string, method: string): Matched {
    let memo = memos.get(this);
    if (!memo || memo.routes !== this.stack.length) {
      memo = { routes: this.stack.length, answers: new Map() };
      memos.set(this, memo);
    }
    const key = `${method} ${requestPath}`;
    let answer = memo.answers.get(key);
    if (!answer) {
      answer = match.call(this, requestPath, method);
      if (memo.answers.size >= max) memo.answers.delete(memo.answers.keys().next().value as string);
      memo.answers.set(key, answer);
    }
    return { path: answer.path.slice(), pathAndMethod: answer.pathAndMethod, route: answer.route };
  };
  Router.prototype.match = Object.assign(memoised, { memoised: true });
}

/** The @koa/router Strapi's server uses (the copy its own package resolves). */
export function strapiRouterClass(): RouterClass {
  const strapiCore = path.dirname(require.resolve('@strapi/core/package.json'));
  return createRequire(path.join(strapiCore, 'package.json'))('@koa/router');
}
