/**
 * Custom routes of one controller written as a table, `'GET /me': 'find'` → GET /api/me handled by `me.find`,
 * so a route file lists its endpoints and nothing else. Each route is its own users-permissions action;
 * `config` (e.g. `{ auth: false }` for public routes) is given to every route of the table, a copy each, so
 * no two routes share an object that Strapi or a plugin might change on one of them.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteTable = { [route: `${Method} /${string}`]: string };
export type CustomRoute = { method: Method; path: string; handler: string; config?: Record<string, unknown> };

export function routeTable(controller: string, table: RouteTable, config?: Record<string, unknown>): CustomRoute[] {
  return Object.entries(table).map(([route, action]) => {
    const [method, path] = route.split(' ') as [Method, string];
    return { method, path, handler: `${controller}.${action}`, ...(config ? { config: structuredClone(config) } : {}) };
  });
}
