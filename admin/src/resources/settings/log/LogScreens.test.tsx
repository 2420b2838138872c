import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { LogList } from './LogList';
import { LogShow } from './LogShow';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ME = {
  body: {
    id: 1,
    email: 'a@b.nl',
    username: 'a',
    profile: null,
    allowedActions: [
      'api::log-entry.log-entry.find',
      'api::outbox-message.outbox-message.find',
      'api::config.config.update',
    ],
    groups: [],
    preferences: { tourCompleted: 1 },
  },
};

const ENTRY = {
  id: 41,
  documentId: null,
  type: 'auth',
  action: 'sign_in_failed',
  at: '2026-03-03T23:30:00.000Z',
  actorName: 'anna@example.com',
  actorId: null,
  subjectType: 'order',
  subjectId: 'ord1',
  note: 'invalid_credentials',
};
const page = (total: number) => ({
  body: { data: [ENTRY], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total, capped: total > 10_000 } } },
});

const renderList = () =>
  renderWithAdmin(
    <ResourceContextProvider value="settings/log">
      <LogList />
    </ResourceContextProvider>,
    { path: '/settings/log' },
  );

describe('the log (/settings/log)', () => {
  it('lists entries newest first in the user’s language and filters by type chips and period', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/log-entries': page(3) });
    renderList();
    const row = (await screen.findByText('anna@example.com')).closest('tr')!;
    expect(within(row).getByText('Aanmelden')).toBeInTheDocument();
    expect(within(row).getByText('Aanmelden mislukt')).toBeInTheDocument();
    // 23:30 UTC is 00:30 the next day in Amsterdam.
    expect(within(row).getByText(/4 mrt 2026/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/log-entries'))?.url).toContain('sort[0]=at:desc');
    expect(screen.getByTestId('log-tab-emails')).toHaveAttribute('href', '/settings/log/emails');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('log-type-auth'));
    await user.click(screen.getByTestId('log-type-payment'));
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('filters[type][$in][0]=auth&filters[type][$in][1]=payment'))).toBe(true),
    );
    expect(screen.getByTestId('log-type-auth')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says "more than 10,000" instead of an exact total', async () => {
    mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/log-entries': page(10_001) });
    renderList();
    expect(await screen.findByText(/van meer dan 10/)).toBeInTheDocument();
  });

  it('asks before making the retention shorter', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/log-entries': page(3),
      'GET /api/config': { body: { data: { log: { retentionDays: 730 } } } },
      'PUT /api/config': { body: { data: {} } },
    });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('retention-button'));
    const days = await screen.findByTestId('retention-days');
    await waitFor(() => expect(days).toHaveValue(730));
    await user.clear(days);
    await user.type(days, '365');
    await user.click(screen.getByTestId('retention-save'));
    expect(await screen.findByTestId('retention-shorter')).toHaveTextContent('730');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(screen.getByTestId('retention-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ data: { log: { retentionDays: 365 } } }),
    );
  });

  it('an entry’s page shows its details readably and links to its object', async () => {
    mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/log-entries/41': {
        body: { data: { ...ENTRY, details: { reason: 'invalid_credentials', ip: '10.0.0.1' } } },
      },
    });
    renderWithAdmin(
      <ResourceContextProvider value="settings/log">
        <Routes>
          <Route path="/settings/log/:id/show" element={<LogShow />} />
        </Routes>
      </ResourceContextProvider>,
      { path: '/settings/log/41/show' },
    );
    const details = await screen.findByTestId('log-details');
    expect(details.textContent).toContain('"ip": "10.0.0.1"');
    expect(screen.getByTestId('log-subject-link')).toHaveAttribute('href', '/sales/orders/ord1/show');
  });
});
