import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalOverlays } from '@/layout/GlobalOverlays';
import { resetErrorBus } from '@/providers/errorBus';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

const renderReset = (path = '/reset-password?code=ABC123xyz') =>
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/login" element={<p>inlogscherm</p>} />
      </Routes>
      <GlobalOverlays />
    </>,
    { path },
  );

describe('reset password', () => {
  it('takes the code from the link, checks length and equality, and goes to /login with a notice', async () => {
    const { calls } = mockFetchRoutes({ 'POST /api/auth/reset-password': { body: { ok: true } } });
    renderReset();
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Code/)).toHaveValue('ABC123xyz');
    await user.type(input(/^Nieuw wachtwoord/), 'kort');
    await user.type(input(/^Herhaal nieuw wachtwoord/), 'anders');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Moet minstens 8 tekens lang zijn')).toBeInTheDocument();
    expect(screen.getByText('De wachtwoorden komen niet overeen')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/auth/'))).toHaveLength(0);

    await user.clear(input(/^Nieuw wachtwoord/));
    await user.type(input(/^Nieuw wachtwoord/), 'nieuw-geheim');
    await user.clear(input(/^Herhaal nieuw wachtwoord/));
    await user.type(input(/^Herhaal nieuw wachtwoord/), 'nieuw-geheim');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('inlogscherm')).toBeInTheDocument();
    expect(await screen.findByText('Uw wachtwoord is gewijzigd. U kunt nu inloggen.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/auth/reset-password')?.body).toEqual({
      code: 'ABC123xyz',
      password: 'nieuw-geheim',
      passwordConfirmation: 'nieuw-geheim',
    });
  });

  it.each([
    [400, 'invalid_code', 'Ongeldige of verlopen code. Vraag een nieuwe aan.'],
    [429, 'attempt_limit', 'Te veel pogingen. Vraag een nieuwe code aan.'],
    [400, 'password_mismatch', 'Er is iets misgegaan bij het bijwerken van het wachtwoord.'],
  ])('shows the message for a %i %s', async (status, code, message) => {
    mockFetchRoutes({
      'POST /api/auth/reset-password': {
        status,
        body: { error: { status, name: 'E', message: 'x', details: { code } } },
      },
    });
    renderReset('/reset-password?code=123456');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nieuw wachtwoord/, { selector: 'input' }), 'nieuw-geheim');
    await user.type(input(/^Herhaal nieuw wachtwoord/), 'nieuw-geheim');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent(message);
    expect(input(/^Nieuw wachtwoord/)).toHaveValue('nieuw-geheim');
    await waitFor(() => expect(screen.getByTestId('reset-submit')).toBeEnabled());
  });

  it('needs a code of at least 6 characters', async () => {
    mockFetchRoutes({});
    renderReset('/reset-password');
    await userEvent.setup().type(await screen.findByLabelText(/^Code/), '12345');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    expect(await screen.findByText('Moet minstens 6 tekens lang zijn')).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it.each([
    [200, 'Als dit adres bij een account hoort'],
    [400, 'Als dit adres bij een account hoort'],
    [429, 'Limiet overschreden. Probeer het later opnieuw.'],
  ])('answers a %i neutrally unless the limit is exceeded', async (status, text) => {
    const { calls } = mockFetchRoutes({
      'POST /api/auth/forgot-password':
        status === 200 ? { body: { ok: true } } : { status, body: { error: { status, name: 'E', message: 'x' } } },
    });
    renderWithAdmin(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mailadres/), 'iemand@example.nl');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByTestId('forgot-result')).toHaveTextContent(text);
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveValue('iemand@example.nl');
    await waitFor(() => expect(screen.getByTestId('forgot-submit')).toBeEnabled());
    expect(calls[0].body).toEqual({ email: 'iemand@example.nl' });
  });
});
