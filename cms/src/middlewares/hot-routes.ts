/**
 * The public read endpoints a website calls on every page view are answered here, before the body parser, the
 * session, the console's files and Strapi's router (which tries each of its ~1,000 routes' patterns in turn): on
 * the zone API those steps cost about two thirds of a request's time (docs/marketing.md, "Speed").
 *
 * What still runs before this: the request log, the error formats, the security headers, CORS, the query parser
 * and the per-client throttle (ingestion-limits). What is skipped is nothing these routes use: they take no body
 * and no session, and the check below refuses to start when a hot route gains a policy, a middleware or an
 * authentication requirement in its route file, so that it could never be skipped here by accident.
 * A request this does not take as it is (a NUL in it, the console's session cookie) goes the usual way.
 */
import { cookieNames } from '../services/session-cookies';

type HotRoute = { method: string; path: RegExp; uid: string; action: string; params: string[] };

export const HOT_ROUTES: HotRoute[] = [
  {
    method: 'GET',
    path: /^\/api\/marketing\/zones\/([^/]+)\/content\/?$/,
    uid: 'api::marketing.marketing',
    action: 'zone',
    params: ['key'],
  },
];

type RouteConfig = { auth?: unknown; policies?: unknown[]; middlewares?: unknown[] };
type ApiRoute = { method: string; handler: string; config?: RouteConfig };

/** Throws when a hot route is not public, or has a policy or middleware the router would have run. */
export function checkHotRoutes(routesOf: (uid: string) => ApiRoute[]) {
  for (const hot of HOT_ROUTES) {
    const [, name] = hot.uid.split('::');
    const route = routesOf(hot.uid).find(
      (r) => r.method === hot.method && r.handler.endsWith(`${name.split('.')[1]}.${hot.action}`),
    );
    const config = route?.config ?? {};
    if (!route || config.auth !== false || config.policies?.length || config.middlewares?.length)
      throw new Error(`hot-routes: ${hot.uid}.${hot.action} must be a public route without policies or middlewares`);
  }
}

const routesOfApi = (strapi) => (uid: string) => {
  const api = strapi.api(uid.split('::')[1].split('.')[0]);
  return Object.values(api?.routes ?? {}).flatMap((router: { routes?: ApiRoute[] }) => router.routes ?? []);
};

export default (_config: unknown, { strapi }) => {
  checkHotRoutes(routesOfApi(strapi));
  return async (ctx, next) => {
    const hot = HOT_ROUTES.find((r) => r.method === ctx.method && r.path.test(ctx.path));
    if (!hot || ctx.path.includes('\u0000') || /%00/.test(ctx.path) || /%00/.test(ctx.querystring)) return next();
    if (!ctx.request.header.authorization && ctx.cookies.get(cookieNames(ctx).session)) return next();
    const match = hot.path.exec(ctx.path) as RegExpExecArray;
    ctx.params = Object.fromEntries(hot.params.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
    await strapi.controller(hot.uid)[hot.action](ctx);
  };
};
