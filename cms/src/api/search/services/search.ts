/**
 * The top-bar search: one registry of providers, one per kind the console can show (profiles, content, customers,
 * orders, invoices, products, ...). A provider names its kind, the users-permissions action a user needs to see
 * that kind, the indexes its look-ups read and how it searches; each hit carries the console path of its screen.
 * A user gets a kind only when their role grants its action. Providers live next to their area
 * (`cms/src/api/<area>/search.ts`) and are listed in `../providers.ts`.
 */
import type { Core } from '@strapi/strapi';
import { SEARCH_PER_KIND } from '@newsroom/config';
import { lowerAsDatabase, type SearchIndex } from './prefix';

export type SearchResult = {
  type: string;
  id: string;
  title: string;
  subtitle?: string;
  /** A status word the console translates per kind (an invoice's DRAFT, an order's PAID). */
  status?: string;
  url: string;
};

export type SearchProvider = {
  /** The kind: groups the hits, and names the console's label `app.search.types.<type>`. */
  type: string;
  action: string;
  /** Expression indexes the look-ups need (see ./prefix.ts), made at start-up. */
  indexes?: SearchIndex[];
  /** At most `limit` hits for `query` (trimmed, single-spaced, lower-cased as the database does), best first. */
  search: (query: string, limit: number) => Promise<SearchResult[]>;
};

/** Per kind: how many hits are shown, and whether there are more (then the console offers "show all"). */
export type SearchGroup = { type: string; count: number; more: boolean };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const providers: SearchProvider[] = [];
  return {
    register(provider: SearchProvider) {
      if (providers.some((p) => p.type === provider.type))
        throw new Error(`A search provider for "${provider.type}" is already registered.`);
      providers.push(provider);
    },

    /** Every registered provider's indexes (bootstrap/indexes.ts creates them). */
    indexes(): SearchIndex[] {
      return providers.flatMap((p) => p.indexes ?? []);
    },

    /** `query` is already bounded (see searchQueryOf in @newsroom/config). Hits in provider order, kind by kind. */
    async search(
      query: string,
      user: unknown,
      perKind = SEARCH_PER_KIND,
    ): Promise<{ hits: SearchResult[]; groups: SearchGroup[] }> {
      const permissions = strapi.service('api::me.permissions');
      const allowed = await Promise.all(providers.map((p) => permissions.can(user, p.action)));
      const term = lowerAsDatabase(strapi, query);
      // One more than shown tells whether there are more.
      const found = await Promise.all(
        providers
          .filter((_, i) => allowed[i])
          .map(async (p) => ({ type: p.type, hits: await p.search(term, perKind + 1) })),
      );
      const groups: SearchGroup[] = [];
      const hits: SearchResult[] = [];
      for (const { type, hits: list } of found) {
        if (!list.length) continue;
        const shown = list.slice(0, perKind);
        groups.push({ type, count: shown.length, more: list.length > perKind });
        hits.push(...shown.map((hit) => ({ ...hit, type })));
      }
      return { hits, groups };
    },
  };
};
