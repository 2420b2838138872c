// The top-bar search (GET /api/search?q=): the bounds of a query and how many hits each kind shows.
// Shared by the CMS (which refuses a query outside the bounds with 400) and the console (which does not send one).

/** Shorter queries match too much to be useful (and every kind would answer with its first rows). */
export const SEARCH_QUERY_MIN = 2;
/** Longer than any name, e-mail address or number a person types; longer is refused, not cut. */
export const SEARCH_QUERY_MAX = 100;
/** Hits per kind; "show all" opens the kind's list filtered by the same query. */
export const SEARCH_PER_KIND = 5;

export type SearchQueryProblem = 'query_required' | 'query_too_short' | 'query_too_long';

/** The query as searched (trimmed, inner whitespace one space) or why it is refused. */
export function searchQueryOf(raw: unknown): { query: string } | { problem: SearchQueryProblem } {
  const query = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!query) return { problem: 'query_required' };
  if ([...query].length < SEARCH_QUERY_MIN) return { problem: 'query_too_short' };
  if ([...query].length > SEARCH_QUERY_MAX) return { problem: 'query_too_long' };
  return { query };
}
