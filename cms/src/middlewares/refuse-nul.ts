/**
 * A NUL byte never reaches the database: PostgreSQL cannot store or compare one in text and answers
 * with an error (a 500), SQLite cuts the text at it. Requests to the REST API and GraphQL that carry one
 * in the path, the query string (filters, `_q`, search terms) or the body are refused with 400
 * `control_characters`, naming where it was. In a GraphQL document a NUL is written as the escape
 * `\u0000` inside a string, so that spelling is refused there too. Strapi leaves the GraphQL body to
 * the plugin's own parser, which runs after this; so a JSON body of a GraphQL POST is read here (with
 * that parser's 1 MB limit) and handed on as `ctx.request.body`, which the plugin's parser then takes.
 * Other control characters are a field rule (services/text-input.ts): long text keeps tabs and new lines.
 */
import { errors } from '@strapi/utils';
import { refuseFields } from '../services/errors';

const NUL = '\u0000';
const GRAPHQL_NUL_ESCAPE = /\\u0000|\\u\{0+\}/i;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** The path to the first string (or key) holding a NUL, or null. */
function nulPath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (!isObject(value) || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '\\0')];
    const found = nulPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

const GRAPHQL_JSON_LIMIT = 1024 * 1024;

async function readJson(ctx): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > GRAPHQL_JSON_LIMIT) throw new errors.PayloadTooLargeError('The request body is larger than 1 MB.');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text.trim() ? JSON.parse(text) : {};
  } catch {
    throw new errors.ValidationError('The request body is not valid JSON.');
  }
}

/** filters,title,$eq → filters[title][$eq], the way the query string spells it. */
const queryName = ([first, ...rest]: string[]) => `${first ?? 'query'}${rest.map((k) => `[${k}]`).join('')}`;

export default (_config: unknown, { strapi }) => {
  const prefix = strapi.config.get('api.rest.prefix', '/api');
  return async (ctx, next) => {
    const graphql = ctx.path === '/graphql' || ctx.path.startsWith('/graphql/');
    if (!graphql && ctx.path !== prefix && !ctx.path.startsWith(`${prefix}/`)) return next();
    if (/%00/.test(ctx.path) || ctx.path.includes(NUL)) refuseFields([{ path: ['path'], code: 'control_characters' }]);
    const inQuery = /%00/.test(ctx.querystring) ? (nulPath(ctx.query) ?? []) : null;
    if (inQuery) refuseFields([{ path: [queryName(inQuery)], code: 'control_characters' }]);
    if (graphql && ctx.request.body === undefined && ctx.is('application/json')) ctx.request.body = await readJson(ctx);
    const body = ctx.request.body;
    const inBody = nulPath(body);
    if (inBody) refuseFields([{ path: inBody.length ? inBody : ['body'], code: 'control_characters' }]);
    if (graphql && isObject(body) && typeof body.query === 'string' && GRAPHQL_NUL_ESCAPE.test(body.query))
      refuseFields([{ path: ['query'], code: 'control_characters' }]);
    if (graphql && typeof ctx.query.query === 'string' && GRAPHQL_NUL_ESCAPE.test(ctx.query.query))
      refuseFields([{ path: ['query'], code: 'control_characters' }]);
    return next();
  };
};
