import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import { dataProvider } from './dataProvider';
import { resetErrorBus, subscribeToApiErrors } from './errorBus';
import type { ApiError } from './apiError';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

describe('customer calls of the data provider', () => {
  it('call their exact endpoints', async () => {
    const { calls } = mockFetch();
    document.cookie = 'nb_csrf=k1';
    await dataProvider.customerEmployees('c/1');
    await dataProvider.customerEmployeeAdd('c1', { email: 'a@b.nl', companyAdmin: true });
    await dataProvider.customerEmployeeUpdate('c1', 'p1', { vacancyAdmin: true });
    await dataProvider.customerEmployeeRemove('c1', 'p1');
    await dataProvider.customerEmployeeInvite('c1', 'p1');
    await dataProvider.postcodeLookup('3512 je', '1');
    await dataProvider.customerOrders('c1', { type: 'SUBSCRIPTION' });
    await dataProvider.customerOrders('c1', { page: 2, pageSize: 10 });
    await dataProvider.invitationDescribe('code-123');
    await dataProvider.invitationAccept({
      code: 'code-123',
      password: 'Geheim123!',
      passwordConfirmation: 'Geheim123!',
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/customers/c%2F1/employees',
      'POST /api/customers/c1/employees',
      'PUT /api/customers/c1/employees/p1',
      'DELETE /api/customers/c1/employees/p1',
      'POST /api/customers/c1/employees/p1/invite',
      'GET /api/customers/postcode?postcode=3512%20je&houseNumber=1',
      'GET /api/orders?filters[customer][documentId][$eq]=c1&filters[type][$eq]=SUBSCRIPTION&sort[0]=createdAt:desc&pagination[page]=1&pagination[pageSize]=25',
      'GET /api/orders?filters[customer][documentId][$eq]=c1&sort[0]=createdAt:desc&pagination[page]=2&pagination[pageSize]=10',
      'POST /api/customer-invitations/describe',
      'POST /api/customer-invitations/accept',
    ]);
    expect(calls[1].body).toEqual({ data: { email: 'a@b.nl', companyAdmin: true } });
    expect(calls[2].body).toEqual({ data: { vacancyAdmin: true } });
    expect(calls[8].body).toEqual({ code: 'code-123' });
    expect(calls[9].body).toEqual({ code: 'code-123', password: 'Geheim123!', passwordConfirmation: 'Geheim123!' });
    expect(calls.filter((c) => c.method !== 'GET').every((c) => c.headers['X-CSRF-Token'] === 'k1')).toBe(true);
  });

  it('leave the refusals the screens explain in place out of the toast', async () => {
    const toasts: ApiError[] = [];
    subscribeToApiErrors((e) => toasts.push(e));
    mockFetch({ status: 409 }, { status: 404 }, { status: 404 }, { status: 400 }, { status: 500 });
    await dataProvider.customerEmployeeAdd('c1', { email: 'a@b.nl' }).catch(() => undefined);
    await dataProvider.postcodeLookup('9999ZZ', '1').catch(() => undefined);
    await dataProvider.customerOrders('c1').catch(() => undefined);
    await dataProvider.invitationDescribe('bad').catch(() => undefined);
    await dataProvider.customerEmployees('c1').catch(() => undefined);
    expect(toasts.map((e) => e.url)).toEqual(['/api/customers/c1/employees']);
  });

  it("create hands back the answer's meta (the warnings of a new customer)", async () => {
    const warnings = [{ code: 'employee_elsewhere', email: 'x@y.nl', message: 'x' }];
    const { calls } = mockFetch({
      status: 201,
      body: { data: { id: 3, documentId: 'c3', name: 'Nieuw' }, meta: { warnings } },
    });
    const result = await dataProvider.create('sales/customers', {
      data: {
        name: 'Nieuw',
        tags: [{ documentId: 't1' }],
        logo: { id: 8, url: '/l.png' },
        employees: [{ email: 'x@y.nl' }],
      },
    });
    expect(calls[0].url).toBe('/api/customers');
    expect(calls[0].body).toEqual({ data: { name: 'Nieuw', tags: ['t1'], logo: 8, employees: [{ email: 'x@y.nl' }] } });
    expect(result.meta).toEqual({ warnings });
    expect(result.data).toMatchObject({ id: 'c3', name: 'Nieuw' });
  });
});
