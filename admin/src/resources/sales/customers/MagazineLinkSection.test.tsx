import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { CUSTOMER_FORM_ACTIONS as CUSTOMER_ACTIONS, customerRecord as customer } from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const SYNC_ACTIONS = ['find', 'retry'].map((a) => `api::magazine-sync.magazine-sync.${a}`);
// The shape of GET /api/magazine-syncs with the section's populate (cms/src/api/magazine-sync).
const task = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 'm7',
  action: 'activate',
  status: 'done',
  magazineId: 'MAG-VAKBLAD',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  subscriptionNumber: 'AB-5001',
  doneAt: '2026-03-01T10:00:05.000Z',
  createdAt: '2026-03-01T10:00:00.000Z',
  subscription: { documentId: 's5', product: { name: 'Vakblad jaar' } },
  ...extra,
});
const FAILED = task({
  id: 8,
  documentId: 'm8',
  action: 'deactivate',
  status: 'failed',
  attempts: 8,
  subscriptionNumber: null,
  lastError: 'Magazine platform answered HTTP 500 to POST /subscriptions/AB-5001/deactivate: down',
});
const routes = (actions: string[], tasks: unknown[], extra: Record<string, unknown> = {}) => ({
  'GET /api/me': { body: meWith(actions) },
  'GET /api/customers/c1': {
    body: { data: customer({ abolandMagazineId: 'MAG-VAKBLAD', abolandSubscriptionNumber: 'AB-5001' }) },
  },
  'GET /api/customers/c1/employees': { body: { data: [] } },
  'GET /api/profile-tags': { body: { data: [], meta: { pagination: { total: 0 } } } },
  'GET /api/magazine-syncs': { body: { data: tasks } },
  ...extra,
});

describe('/sales/customers/{id} magazine platform link', () => {
  it('a linked customer: numbers read-only, the link status, the tasks, and a retry of a failed one', async () => {
    let retried = false;
    const { calls } = mockFetchRoutes(
      routes([...CUSTOMER_ACTIONS, ...SYNC_ACTIONS], [FAILED, task()], {
        'POST /api/magazine-syncs/m8/retry': () => {
          retried = true;
          return { body: { data: { ...FAILED, status: 'done', attempts: 1, lastError: null } } };
        },
      }),
    );
    renderConsole('/sales/customers/c1');
    const section = await screen.findByTestId('magazine-linked', {}, { timeout: 10_000 });
    expect(within(section).getByDisplayValue('AB-5001')).toHaveAttribute('readonly');
    expect(within(section).getByTestId('magazine-status')).toHaveTextContent('Mislukt: opnieuw proberen nodig');
    const failed = within(section).getByTestId('magazine-task-m8');
    expect(failed).toHaveTextContent('Afmelden bij MAG-VAKBLAD');
    expect(failed).toHaveTextContent('HTTP 500');
    expect(within(section).getByTestId('magazine-task-m7')).toHaveTextContent('Verwerkt · AB-5001');
    expect(calls.some((c) => c.url.startsWith('/api/magazine-syncs?filters[customer][documentId][$eq]=c1'))).toBe(true);
    // Only the failed task has a retry.
    expect(within(section).getAllByTestId('magazine-retry')).toHaveLength(1);
    await userEvent.setup().click(within(failed).getByTestId('magazine-retry'));
    expect(await screen.findByText('Het tijdschriftplatform heeft de opdracht verwerkt.')).toBeInTheDocument();
    expect(retried).toBe(true);
  });

  it('shows a refusal of the retry in the user’s language', async () => {
    mockFetchRoutes(
      routes([...CUSTOMER_ACTIONS, ...SYNC_ACTIONS], [FAILED], {
        'POST /api/magazine-syncs/m8/retry': {
          status: 409,
          body: {
            error: { status: 409, name: 'ConflictError', message: 'done', details: { code: 'magazine_sync_done' } },
          },
        },
      }),
    );
    renderConsole('/sales/customers/c1');
    const section = await screen.findByTestId('magazine-linked', {}, { timeout: 10_000 });
    await userEvent.setup().click(within(section).getByTestId('magazine-retry'));
    expect(await within(section).findByTestId('magazine-refusal')).toHaveTextContent(
      'Deze opdracht is al verwerkt door het tijdschriftplatform',
    );
  });

  it('a customer without tasks: explains the link and keeps the numbers editable; no retry without permission', async () => {
    mockFetchRoutes(routes([...CUSTOMER_ACTIONS, 'api::magazine-sync.magazine-sync.find'], []));
    renderConsole('/sales/customers/c1');
    const section = await screen.findByTestId('magazine-unlinked', {}, { timeout: 10_000 });
    expect(section).toHaveTextContent('De koppeling ontstaat vanzelf');
    expect(within(section).getByDisplayValue('AB-5001')).not.toHaveAttribute('readonly');
    expect(screen.queryByTestId('magazine-retry')).toBeNull();
  });

  it('a failed task without the retry permission shows no button', async () => {
    mockFetchRoutes(routes([...CUSTOMER_ACTIONS, 'api::magazine-sync.magazine-sync.find'], [FAILED]));
    renderConsole('/sales/customers/c1');
    const section = await screen.findByTestId('magazine-linked', {}, { timeout: 10_000 });
    expect(within(section).getByTestId('magazine-task-m8')).toHaveTextContent('Mislukt');
    expect(within(section).queryByTestId('magazine-retry')).toBeNull();
  });
});
