import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ConfirmAccountPage } from './ConfirmAccountPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const renderConfirm = (path: string) =>
  renderWithAdmin(
    <Routes>
      <Route path="/confirm-account" element={<ConfirmAccountPage />} />
    </Routes>,
    { path },
  );

describe('confirm account', () => {
  it('sends the code of the link once and says the account is confirmed', async () => {
    const { calls } = mockFetchRoutes({ 'POST /api/account/confirm': { status: 204 } });
    renderConfirm('/confirm-account?code=abcdef123456');
    expect(await screen.findByTestId('confirm-done')).toHaveTextContent('Uw account is bevestigd');
    expect(calls.filter((c) => c.url === '/api/account/confirm').map((c) => c.body)).toEqual([
      { code: 'abcdef123456' },
    ]);
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link confirmed a new e-mail address', async () => {
    mockFetchRoutes({ 'POST /api/account/confirm': { body: { ok: true, emailChanged: true } } });
    renderConfirm('/confirm-account?code=abcdef123456');
    expect(await screen.findByTestId('confirm-done')).toHaveTextContent(
      'Uw nieuwe e-mailadres is bevestigd. U logt voortaan in met dit adres.',
    );
  });

  it.each([
    [400, 'invalid_code', 'Deze bevestigingslink is ongeldig of verlopen'],
    [409, 'email_taken_by_account', 'Dit e-mailadres hoort al bij een ander account'],
    [429, 'attempt_limit', 'Te veel pogingen'],
    [500, undefined, 'Er is iets misgegaan bij het bevestigen'],
  ])('explains a %i %s', async (status, code, message) => {
    mockFetchRoutes({
      'POST /api/account/confirm': {
        status,
        body: { error: { status, name: 'E', message: 'x', details: code ? { code } : {} } },
      },
    });
    renderConfirm('/confirm-account?code=abcdef123456');
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent(message);
  });

  it('needs a code in the link', async () => {
    const { calls } = mockFetchRoutes({});
    renderConfirm('/confirm-account');
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('ongeldig of verlopen');
    expect(calls.some((c) => c.url === '/api/account/confirm')).toBe(false);
  });
});
