import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchQueryOf } from '@newsroom/config';

const MESSAGES = {
  query_required: 'Type something to search for.',
  query_too_short: `Type at least ${SEARCH_QUERY_MIN} characters to search for.`,
  query_too_long: `A search is at most ${SEARCH_QUERY_MAX} characters long.`,
};

type SearchContext = { query: Record<string, unknown>; state: { user?: unknown }; body?: unknown };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/search?q=: the hits the user may see, kind by kind (`meta.groups`). */
  async find(ctx: SearchContext) {
    const parsed = searchQueryOf(ctx.query.q);
    if ('problem' in parsed)
      throw new errors.ValidationError(MESSAGES[parsed.problem], {
        code: parsed.problem,
        params: { min: SEARCH_QUERY_MIN, max: SEARCH_QUERY_MAX },
      });
    const { hits, groups } = await strapi.service('api::search.search').search(parsed.query, ctx.state.user);
    ctx.body = { data: hits, meta: { query: parsed.query, groups } };
  },
});
