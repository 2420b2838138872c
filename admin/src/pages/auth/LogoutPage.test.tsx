import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { hasSession, loadMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { LogoutPage } from './LogoutPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const renderLogout = () =>
  renderWithAdmin(
    <Routes>
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { path: '/logout' },
  );

describe('logout page', () => {
  it('ends the server session once, forgets the user and offers to sign in again', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: { id: 1, email: 'a@example.com', allowedActions: [] } },
      'POST /api/auth/logout': { status: 204 },
    });
    await loadMe(true);
    expect(hasSession()).toBe(true);
    renderLogout();
    expect(await screen.findByTestId('logout-done')).toHaveTextContent('U bent uitgelogd.');
    expect(calls.filter((c) => c.url === '/api/auth/logout' && c.method === 'POST')).toHaveLength(1);
    expect(hasSession()).toBe(false);
    expect(screen.getByRole('link', { name: 'Opnieuw inloggen' })).toHaveAttribute('href', '/login');
  });

  it('says signed out without an error when there was no session', async () => {
    mockFetchRoutes({
      'POST /api/auth/logout': { status: 401, body: { error: { status: 401, name: 'UnauthorizedError' } } },
    });
    renderLogout();
    expect(await screen.findByTestId('logout-done')).toBeInTheDocument();
    expect(screen.queryByTestId('error-toast')).toBeNull();
  });
});
