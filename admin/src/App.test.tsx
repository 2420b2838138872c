import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { resetErrorBus } from './providers/errorBus';
import { forgetMe } from './providers/session';
import { mockFetchRoutes } from './test/fetchMock';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const UNAUTHORIZED = {
  status: 401,
  body: { error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } },
};
const ME = {
  id: 1,
  email: 'admin@example.com',
  username: 'admin',
  profile: { id: 3, documentId: 'p3', firstName: 'Anna', lastName: 'Admin', locale: 'NL', avatar: null },
  allowedActions: ['api::profile.profile.find'],
  groups: ['administrator'],
  preferences: { tourCompleted: 1 },
};

const renderApp = (path: string, locationCallback?: (pathname: string) => void) =>
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => locationCallback?.(l.pathname)}>
      <App />
    </TestMemoryRouter>,
  );

describe('routing and session', () => {
  it('keeps signed-out visitors on the public password pages', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': UNAUTHORIZED });
    let pathname = '';
    renderApp('/forgot-password', (p) => (pathname = p));
    expect(await screen.findByRole('heading', { name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/me')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pathname).toBe('/forgot-password');
    expect(screen.queryByTestId('error-toast')).toBeNull();
  });

  it('lets a signed-out visitor confirm their account from the e-mail link', async () => {
    mockFetchRoutes({ 'GET /api/me': UNAUTHORIZED, 'POST /api/account/confirm': { status: 204 } });
    let pathname = '';
    renderApp('/confirm-account?code=abcdef123456', (p) => (pathname = p));
    expect(await screen.findByTestId('confirm-done')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pathname).toBe('/confirm-account');
  });

  it('sends a signed-out visitor to /login and back to the page asked for after signing in', async () => {
    let signedIn = false;
    const { calls } = mockFetchRoutes({
      'GET /api/me': () => (signedIn ? { body: ME } : UNAUTHORIZED),
      'POST /api/auth/local': () => {
        signedIn = true;
        return { body: { user: { id: 1 } } };
      },
      'GET /api/profiles': {
        body: { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } },
      },
      'GET /api/config': { body: { data: {} } },
      'GET /api/i18n/locales': { body: [] },
      'GET /api/version': { body: { version: __APP_VERSION__, releaseNotes: '' } },
    });
    let pathname = '';
    renderApp('/users', (p) => (pathname = p));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres', { exact: false }), 'admin@example.com');
    expect(pathname).toBe('/login');
    expect(screen.queryByTestId('error-toast')).toBeNull();
    await user.type(screen.getByLabelText('Wachtwoord', { exact: false, selector: 'input' }), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByTestId('users-empty')).toBeInTheDocument();
    expect(pathname).toBe('/users');
    expect(calls.find((c) => c.url.startsWith('/api/profiles'))?.url).toContain('sort[0]=createdAt:desc');
  });

  it('shows the unauthorized screen for a route the user lacks permission for', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: { ...ME, allowedActions: [] } },
      'GET /api/config': { body: { data: {} } },
      'GET /api/i18n/locales': { body: [] },
      'GET /api/version': { body: { version: __APP_VERSION__, releaseNotes: '' } },
    });
    renderApp('/settings/log');
    expect(await screen.findByTestId('error-unauthorized')).toHaveTextContent('U bent niet gemachtigd');
  });
});
