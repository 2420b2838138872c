/**
 * The users-permissions and upload plugins read `:id` as a numeric row id. Another value reaches the database
 * as is: SQLite finds nothing, PostgreSQL fails the query (500). Such an id can name nothing, so it is 404.
 */
import { errors } from '@strapi/utils';

const NUMERIC_ID_PLUGINS = ['users-permissions', 'upload'];

async function numericId(ctx, next) {
  if (ctx.params?.id !== undefined && !/^\d+$/.test(ctx.params.id))
    throw new errors.NotFoundError('Not found: an id here is a number.');
  return next();
}

/** Runs after the route's authentication and policies, so a caller without the action still gets 401/403. */
export function refuseNonNumericIds(strapi) {
  for (const name of NUMERIC_ID_PLUGINS) {
    const routes = strapi.plugin(name)?.routes?.['content-api']?.routes ?? [];
    for (const route of routes) {
      if (!/\/:id(\/|$)/.test(route.path)) continue;
      route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), numericId] };
    }
  }
}
