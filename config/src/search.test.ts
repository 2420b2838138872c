import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, searchQueryOf } from './search';

describe('searchQueryOf', () => {
  it('trims and single-spaces the query, and says why one is refused', () => {
    expect(searchQueryOf('  Duin \t  Media ')).toEqual({ query: 'Duin Media' });
    expect(searchQueryOf('DK')).toEqual({ query: 'DK' });
    expect(searchQueryOf(undefined)).toEqual({ problem: 'query_required' });
    expect(searchQueryOf(['ab'])).toEqual({ problem: 'query_required' });
    expect(searchQueryOf('   ')).toEqual({ problem: 'query_required' });
    expect(searchQueryOf(' a ')).toEqual({ problem: 'query_too_short' });
    expect(searchQueryOf('x'.repeat(SEARCH_QUERY_MAX))).toEqual({ query: 'x'.repeat(SEARCH_QUERY_MAX) });
    expect(searchQueryOf('x'.repeat(SEARCH_QUERY_MAX + 1))).toEqual({ problem: 'query_too_long' });
    // Characters, not UTF-16 units: an emoji is one.
    expect(searchQueryOf('😀'.repeat(SEARCH_QUERY_MAX))).toHaveProperty('query');
  });
});
