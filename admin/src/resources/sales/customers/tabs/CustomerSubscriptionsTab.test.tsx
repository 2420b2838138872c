import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const CUSTOMER_ACTIONS = ['find', 'findOne', 'update', 'employees'].map((a) => `api::customer.customer.${a}`);
const SUBSCRIPTION_ACTIONS = ['find', 'create', 'activate', 'activateNow', 'end'].map(
  (a) => `api::subscription.subscription.${a}`,
);
// The shape of GET /api/subscriptions with the tab's populate (cms/src/api/subscription).
const subscription = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  documentId: 's5',
  status: 'PENDING',
  paymentMethod: 'CREDIT',
  startDate: null,
  endDate: null,
  nextPaymentDate: null,
  endReason: null,
  product: { documentId: 'p1', name: 'Proefmaand' },
  followUp: null,
  history: [
    { at: '2026-03-01T10:00:00.000Z', by: { id: 1, name: 'admin@example.com' }, action: 'create', to: 'PENDING' },
  ],
  ...extra,
});
const LIST = [
  subscription(),
  subscription({
    id: 4,
    documentId: 's4',
    status: 'ENDED',
    endReason: 'FOLLOW_UP',
    startDate: '2026-02-01',
    endDate: '2026-03-01',
    product: { documentId: 'p1', name: 'Digitaal maand' },
    followUp: { documentId: 's6', status: 'ACTIVE', product: { name: 'Digitaal jaar' } },
  }),
];
const routes = (actions: string[], extra: Record<string, unknown> = {}) => ({
  'GET /api/me': { body: meWith(actions) },
  'GET /api/customers/c1': {
    body: { data: { id: 1, documentId: 'c1', name: 'Bakkerij B.V.', vatinType: 'eligible', addresses: [], tags: [] } },
  },
  'GET /api/customers/c1/employees': { body: { data: [] } },
  'GET /api/profile-tags': { body: { data: [], meta: { pagination: { total: 0 } } } },
  'GET /api/subscriptions': { body: { data: LIST } },
  ...extra,
});
const openTab = async () => {
  renderConsole('/sales/customers/c1');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Abonnementen' }));
  const tab = screen.getByTestId('customer-subscriptions');
  await within(tab).findByText('Proefmaand');
  return { user, tab };
};

describe('/sales/customers/{id} subscriptions tab', () => {
  it('lists the subscriptions with status, dates and follow-up, and shows a history', async () => {
    const { calls } = mockFetchRoutes(routes([...CUSTOMER_ACTIONS, ...SUBSCRIPTION_ACTIONS]));
    const { user, tab } = await openTab();
    expect(within(tab).getByText('Nog niet actief')).toBeInTheDocument();
    expect(within(tab).getByText('Beëindigd (overgegaan in het vervolgabonnement)')).toBeInTheDocument();
    expect(within(tab).getByText('Digitaal jaar (Actief)')).toBeInTheDocument();
    expect(within(tab).getByText('1 feb 2026')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/subscriptions?filters[customer][documentId][$eq]=c1'))).toBe(true);
    // Only the pending one can be activated; the ended one has no actions.
    expect(within(tab).getAllByTestId('subscription-activate-now')).toHaveLength(1);
    await user.click(within(screen.getByTestId('subscription-s5')).getByTestId('subscription-history'));
    expect(await within(tab).findByTestId('subscription-history-list')).toHaveTextContent('toegevoegd');
  });

  it('asks before activating now and shows the same-kind refusal in Dutch', async () => {
    const { calls } = mockFetchRoutes(
      routes([...CUSTOMER_ACTIONS, ...SUBSCRIPTION_ACTIONS], {
        'POST /api/subscriptions/s5/activate-now': {
          status: 409,
          body: {
            error: {
              status: 409,
              name: 'ConflictError',
              message: 'The customer already has an active subscription of the same kind.',
              details: { code: 'subscription_active_same_kind' },
            },
          },
        },
      }),
    );
    const { user, tab } = await openTab();
    await user.click(within(tab).getByTestId('subscription-activate-now'));
    const dialog = await screen.findByTestId('subscription-dialog');
    expect(within(dialog).getByText('Proefmaand direct activeren?')).toBeInTheDocument();
    await user.click(within(dialog).getByTestId('subscription-confirm'));
    expect(await within(dialog).findByTestId('subscription-refused')).toHaveTextContent(
      'De klant heeft al een actief abonnement van dezelfde soort.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/subscriptions/s5/activate-now']);
  });

  it('ends a subscription on the chosen date and reloads the list', async () => {
    const { calls } = mockFetchRoutes(
      routes([...CUSTOMER_ACTIONS, ...SUBSCRIPTION_ACTIONS], {
        'POST /api/subscriptions/s5/end': { body: { data: subscription({ status: 'ENDED', endReason: 'STAFF' }) } },
      }),
    );
    const { user, tab } = await openTab();
    await user.click(within(screen.getByTestId('subscription-s5')).getByTestId('subscription-end'));
    const dialog = await screen.findByTestId('subscription-dialog');
    const day = within(dialog).getByTestId('subscription-day');
    await user.clear(day);
    await user.type(day, '2026-12-31');
    await user.click(within(dialog).getByTestId('subscription-confirm'));
    await vi.waitFor(() => expect(screen.queryByTestId('subscription-dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/subscriptions/s5/end',
      body: { data: { endDate: '2026-12-31' } },
    });
    expect(calls.filter((c) => c.url.startsWith('/api/subscriptions?')).length).toBeGreaterThan(1);
    expect(tab).toBeInTheDocument();
  });

  it('shows no action buttons without the subscription actions', async () => {
    mockFetchRoutes(routes([...CUSTOMER_ACTIONS, 'api::subscription.subscription.find']));
    const { tab } = await openTab();
    expect(within(tab).queryByTestId('subscription-activate-now')).not.toBeInTheDocument();
    expect(within(tab).queryByTestId('subscription-add')).not.toBeInTheDocument();
    expect(within(tab).getAllByTestId('subscription-history')).toHaveLength(2);
  });
});
