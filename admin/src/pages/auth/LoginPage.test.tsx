import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorToastHost } from '@/layout/ErrorToast';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { LoginPage } from './LoginPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const loginFails = (status: number, body: unknown) =>
  mockFetchRoutes({
    'GET /api/me': {
      status: 401,
      body: { error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' } },
    },
    'POST /api/auth/local': { status, body },
  });

const validation = (code: string) => ({
  error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password', details: { code } },
});

const signIn = async () => {
  renderWithAdmin(
    <>
      <LoginPage />
      <ErrorToastHost />
    </>,
    { path: '/login' },
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mailadres', { exact: false }), 'redactie@example.nl');
  await user.type(screen.getByLabelText('Wachtwoord', { exact: false, selector: 'input' }), 'geheim123');
  await user.click(screen.getByRole('button', { name: 'Inloggen' }));
};

describe('login form (Dutch by default)', () => {
  it('says the e-mail address is not confirmed, in the form and without a toast', async () => {
    const { calls } = loginFails(400, validation('email_not_confirmed'));
    await signIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('E-mailadres is niet bevestigd.');
    expect(screen.queryByTestId('error-toast')).toBeNull();
    const login = calls.find((c) => c.url === '/api/auth/local');
    expect(login?.body).toEqual({ identifier: 'redactie@example.nl', password: 'geheim123' });
    expect(login?.credentials).toBe('same-origin');
  });

  it('says the e-mail address or password is wrong, keeps what was typed and can be sent again', async () => {
    loginFails(400, validation('invalid_credentials'));
    await signIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Onjuist e-mailadres of wachtwoord.');
    expect(screen.queryByTestId('error-toast')).toBeNull();
    expect(screen.getByLabelText('E-mailadres', { exact: false })).toHaveValue('redactie@example.nl');
    expect(screen.getByLabelText('Wachtwoord', { exact: false, selector: 'input' })).toHaveValue('geheim123');
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeEnabled());
  });

  it('shows "unknown error" for any other 400', async () => {
    loginFails(400, validation('something_else'));
    await signIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Onbekende fout.');
  });

  it('does toast a throttled login (429) and says to try later', async () => {
    loginFails(429, { error: { status: 429, name: 'RateLimitError', message: 'Too many requests' } });
    await signIn();
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Te veel pogingen');
    // In the console's language, not the server's "RateLimitError / Too many requests" (issue #17 C5).
    await waitFor(() => expect(screen.getByTestId('error-toast-title')).toHaveTextContent('Te veel verzoeken'));
    expect(screen.getByTestId('error-toast-text')).toHaveTextContent(
      '429 Te veel verzoeken; probeer het later opnieuw.',
    );
  });

  it('checks the fields before calling the server', async () => {
    const { calls } = loginFails(400, validation('invalid_credentials'));
    renderWithAdmin(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Inloggen' }));
    expect((await screen.findAllByText('Verplicht')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.url === '/api/auth/local')).toBe(false);
  });
});
