import { describe, expect, it } from 'vitest';
import { exportKindOfResource as kindOfResource } from '@newsroom/config';
import { freshState, kindsFor, queryOf, stateFromSearch, toggleColumn } from './exportState';

describe('export builder state', () => {
  it('offers the kinds whose list the user may read, and finds a list’s kind', () => {
    expect(kindsFor(['api::order.order.find', 'api::ticket.ticket.find'])).toEqual(['orders', 'tickets']);
    expect(kindOfResource('sales/invoices')).toBe('invoices');
    expect(kindOfResource('content')).toBeUndefined();
  });

  it('turns the list’s filter values into the list’s own query, search included', () => {
    const state = { ...freshState('orders'), filter: { status: 'PAID', q: 'jansen' } };
    const query = queryOf(state);
    expect(query).toContain('filters[status][$eq]=PAID');
    expect(query).toContain('[$containsi]=jansen');
    expect(queryOf({ ...freshState('subscriptions'), filter: { status: 'ACTIVE' } })).toBe(
      'filters[status][$eq]=ACTIVE',
    );
  });

  it('reads the list’s Export link and ignores what it may not use', () => {
    const search = `?kind=orders&filter=${encodeURIComponent('{"status":"PAID"}')}`;
    expect(stateFromSearch(search, ['orders'])?.filter).toEqual({ status: 'PAID' });
    expect(stateFromSearch(search, ['tickets'])).toBeNull();
    expect(stateFromSearch('?kind=orders&filter=%7Bbroken', ['orders'])?.filter).toEqual({});
  });

  it('keeps the columns in the kind’s order when ticked and unticked', () => {
    const state = { ...freshState('orders'), columns: ['total'] };
    expect(toggleColumn(state, 'serial')).toEqual(['serial', 'total']);
    expect(toggleColumn(state, 'total')).toEqual([]);
  });
});
