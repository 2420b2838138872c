import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from './dataProvider';
import { resetErrorBus, subscribeToApiErrors } from './errorBus';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

describe('order calls of the data provider', () => {
  it('posts an order action to its own route with the CSRF header, quietly when refused', async () => {
    const toasts: unknown[] = [];
    subscribeToApiErrors((e) => toasts.push(e));
    const { calls } = mockFetch(
      { body: { data: { documentId: 'o 1', status: 'CANCELLED' } } },
      {
        status: 409,
        body: { error: { status: 409, name: 'ConflictError', message: 'no', details: { code: 'illegal_transition' } } },
      },
    );
    document.cookie = 'nb_csrf=tok123';
    const answer = await dataProvider.orderAction('o 1', 'cancel');
    expect(calls[0]).toMatchObject({ url: '/api/orders/o%201/cancel', method: 'POST', body: {} });
    expect(calls[0].headers['X-CSRF-Token']).toBe('tok123');
    expect(answer.data.status).toBe('CANCELLED');
    await expect(dataProvider.orderAction('o1', 'release')).rejects.toMatchObject({
      status: 409,
      code: 'illegal_transition',
    });
    expect(calls[1].url).toBe('/api/orders/o1/release');
    expect(toasts).toEqual([]);
  });

  it('reads the revenue of a period', async () => {
    const { calls } = mockFetch({ body: { data: { period: '1y', bucket: 'month', starts: [], channels: [] } } });
    expect((await dataProvider.orderRevenue('1y')).data.bucket).toBe('month');
    expect(calls[0]).toMatchObject({ url: '/api/orders/revenue?period=1y', method: 'GET' });
  });

  it('lists orders of a tab with their parties, searching number, reference and customer name', async () => {
    const { calls } = mockFetch({ body: { data: [], meta: { pagination: { total: 0 } } } });
    await dataProvider.getList('sales/orders', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'customer.name', order: 'ASC' },
      filter: { status: ['CLOSED', 'CANCELLED', 'EXPIRED'], q: '0042', channel: { documentId: 'ch1' } },
      meta: { populate: ['customer', 'channel'] },
    });
    expect(calls[0].url).toBe(
      '/api/orders?pagination[page]=1&pagination[pageSize]=25&sort[0]=customer.name:asc' +
        '&filters[status][$in][0]=CLOSED&filters[status][$in][1]=CANCELLED&filters[status][$in][2]=EXPIRED' +
        '&filters[$or][0][serial][$containsi]=0042&filters[$or][1][reference][$containsi]=0042' +
        '&filters[$or][2][customer][displayName][$containsi]=0042' +
        '&filters[channel][documentId][$eq]=ch1&populate[0]=customer&populate[1]=channel',
    );
  });

  it('updates an order with only the editable fields that changed (the rest answers 409 order_fixed)', async () => {
    const { calls } = mockFetch({ body: { data: { id: 10, documentId: 'o1', notes: 'Gebeld' } } });
    const previous = {
      id: 'o1',
      status: 'PAID',
      lines: [{ product: 'p1' }],
      notes: null,
      reference: 'PO-1',
      paymentDueAt: '2026-12-01T10:00:00.000Z',
      addressee: { id: 3, city: 'Utrecht' },
      customerComment: null,
    };
    await dataProvider.update('sales/orders', {
      id: 'o1',
      data: {
        ...previous,
        customer: 'cu1',
        notes: 'Gebeld',
        customerComment: '',
        addressee: { id: 3, city: 'Utrecht' },
      },
      previousData: previous,
    });
    expect(calls[0]).toMatchObject({ url: '/api/orders/o1', method: 'PUT', body: { data: { notes: 'Gebeld' } } });
  });
});
