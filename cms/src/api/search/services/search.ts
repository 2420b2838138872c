/**
 * The top-bar search. Areas register a provider with the action a user needs to see its
 * results; a user only gets results from providers whose action their role grants.
 */
import type { SearchHit } from '@newsroom/config';

/** One hit: the API contract's SearchHit (config/src/contract/site.ts), as the console reads it. */
export type SearchResult = SearchHit;
export type SearchProvider = {
  type: string;
  action: string;
  search: (q: string, limit: number) => Promise<SearchResult[]>;
};

const MIN_QUERY = 2;
const PER_PROVIDER = 10;

export default ({ strapi }) => {
  const providers: SearchProvider[] = [];
  return {
    register(provider: SearchProvider) {
      providers.push(provider);
    },
    async search(q: string, user): Promise<SearchResult[]> {
      const query = q.trim().slice(0, 100);
      if (query.length < MIN_QUERY) return [];
      const permissions = strapi.service('api::me.permissions');
      const allowed = await Promise.all(providers.map((p) => permissions.can(user, p.action)));
      const results = await Promise.all(
        providers.filter((_, i) => allowed[i]).map((p) => p.search(query, PER_PROVIDER)),
      );
      return results.flat();
    },
  };
};
