import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { order, ORDER_ACTIONS_ALL } from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const SUBSCRIPTION = {
  id: 7,
  documentId: 's7',
  status: 'ACTIVE',
  startDate: '2026-03-01',
  nextPaymentDate: '2026-04-01',
  product: { documentId: 'p1', name: 'Digitaal maand' },
  customer: { documentId: 'cu1', displayName: 'Orderklant B.V.' },
};

describe('/sales/orders/{id}/show subscriptions', () => {
  it("lists a subscription order's subscriptions, linked to the customer's page", async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([...ORDER_ACTIONS_ALL, 'api::subscription.subscription.find']) },
      'GET /api/orders/o1': { body: { data: order({ type: 'SUBSCRIPTION', status: 'PAID' }) } },
      'GET /api/subscriptions': { body: { data: [SUBSCRIPTION] } },
    });
    renderConsole('/sales/orders/o1/show');
    const card = await screen.findByTestId('order-subscriptions');
    expect(await within(card).findByRole('link', { name: 'Digitaal maand' })).toHaveAttribute(
      'href',
      '/sales/customers/cu1',
    );
    expect(within(card).getByText('Actief')).toBeInTheDocument();
    expect(within(card).getByText('1 apr 2026')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/subscriptions?filters[order][documentId][$eq]=o1'))).toBe(true);
  });

  it('shows nothing for other orders or without the subscription permission', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ORDER_ACTIONS_ALL) },
      'GET /api/orders/o1': { body: { data: order({ type: 'SUBSCRIPTION' }) } },
    });
    renderConsole('/sales/orders/o1/show');
    expect(await screen.findByTestId('order-serial')).toBeInTheDocument();
    expect(screen.queryByTestId('order-subscriptions')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/subscriptions'))).toBe(false);
  });
});
