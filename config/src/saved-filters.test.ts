import { describe, expect, it } from 'vitest';
import { SAVED_FILTER_NAME_MAX, SAVED_FILTER_QUERY_MAX_BYTES, savedFilterFailures } from './saved-filters';

const valid = { resource: 'sales/invoices', name: 'Open', query: { filter: { status: 'PENDING' } } };

describe('saved filter rules', () => {
  it('accepts a named list query', () => {
    expect(savedFilterFailures(valid)).toEqual([]);
    expect(
      savedFilterFailures({
        ...valid,
        query: { filter: {}, sort: { field: 'createdAt', order: 'DESC' }, perPage: 50 },
      }),
    ).toEqual([]);
  });

  it('names the field and the rule of each refusal', () => {
    expect(savedFilterFailures(null)).toEqual([{ path: ['data'], code: 'required' }]);
    expect(savedFilterFailures({ ...valid, name: 'x'.repeat(SAVED_FILTER_NAME_MAX + 1) })).toEqual([
      { path: ['name'], code: 'maxLength', params: { max: SAVED_FILTER_NAME_MAX } },
    ]);
    expect(savedFilterFailures({ ...valid, resource: 'Sales/../x' })[0].path).toEqual(['resource']);
    expect(savedFilterFailures({ ...valid, query: { filter: [] } })[0]).toMatchObject({ code: 'invalid' });
    expect(
      savedFilterFailures({ ...valid, query: { filter: { q: 'é'.repeat(SAVED_FILTER_QUERY_MAX_BYTES / 2) } } })[0],
    ).toMatchObject({ path: ['query'], code: 'tooLarge' });
    expect(savedFilterFailures({ ...valid, query: { filter: {}, perPage: 1000 } })[0].path).toEqual([
      'query',
      'perPage',
    ]);
  });
});
