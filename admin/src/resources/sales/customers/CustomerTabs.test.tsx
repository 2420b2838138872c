import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { CUSTOMER_FORM_ACTIONS as ACTIONS, customerRecord as customer } from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ROUTES = {
  'GET /api/me': { body: meWith(ACTIONS) },
  'GET /api/customers/c1': { body: { data: customer() } },
  'GET /api/customers/c1/employees': { body: { data: [] } },
  'GET /api/profile-tags': { body: { data: [], meta: { pagination: { total: 0 } } } },
};
// The shape of GET /api/orders (cms/src/api/order).
const order = (extra: Record<string, unknown> = {}) => ({
  id: 2,
  documentId: 'o2',
  serial: '000002',
  type: 'SUBSCRIPTION',
  status: 'PAID',
  currency: 'EUR',
  lines: [
    { description: 'Digitaal abonnement (jaar)', quantity: 1, unitPrice: 12900, taxPercentage: 9, amount: 12900 },
  ],
  total: 14061,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...extra,
});

describe('/sales/customers/{id} read-only tabs', () => {
  it('says honestly when orders cannot be read', async () => {
    mockFetchRoutes(ROUTES);
    renderConsole('/sales/customers/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Bestellingen' }));
    expect(
      await within(screen.getByTestId('customer-orders')).findByTestId('customer-orders-failed'),
    ).toHaveTextContent('Bestellingen zijn in deze installatie (nog) niet beschikbaar.');
  });

  it('lists the orders of the customer, each linked to its order', async () => {
    const { calls } = mockFetchRoutes({
      ...ROUTES,
      'GET /api/orders': {
        body: {
          data: [
            order(),
            order({
              id: 3,
              documentId: 'o3',
              serial: '000003',
              type: 'PRODUCT',
              status: 'PENDING',
              lines: [{ description: 'Kookboek' }],
              total: 1250,
            }),
          ],
        },
      },
    });
    renderConsole('/sales/customers/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Bestellingen' }));
    const orders = screen.getByTestId('customer-orders');
    expect(await within(orders).findByRole('link', { name: /000003/ })).toHaveAttribute(
      'href',
      '/sales/orders/o3/show',
    );
    expect(within(orders).getByText('Openstaand')).toBeInTheDocument();
    expect(within(orders).getByText(/140,61/)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/orders')).map((c) => c.url)).toEqual([
      '/api/orders?filters[customer][documentId][$eq]=c1&sort[0]=createdAt:desc&pagination[page]=1&pagination[pageSize]=25',
    ]);
  });
});
