import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { AcceptInvitationPage } from './AcceptInvitationPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const renderPage = (path = '/accept-invitation?code=abcdefghijkl') =>
  renderWithAdmin(
    <Routes>
      <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="/login" element={<p>inlogscherm</p>} />
    </Routes>,
    { path },
  );
const describeAs = (needsPassword: boolean) => ({
  body: { data: { customer: 'Bakkerij Brood B.V.', email: 'anna@brood.nl', needsPassword } },
});

describe('/accept-invitation', () => {
  it("asks a new employee for a password, shows the server's refusal on the field, then success with a way to sign in", async () => {
    let accept: { status?: number; body: unknown } = {
      status: 400,
      body: {
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Password must be at least 8 characters.',
          details: { code: 'password_too_short', errors: [{ path: ['password'], message: 'password_too_short' }] },
        },
      },
    };
    const { calls } = mockFetchRoutes({
      'POST /api/customer-invitations/describe': describeAs(true),
      'POST /api/customer-invitations/accept': () => accept,
    });
    renderPage();
    expect(await screen.findByTestId('invitation-intro')).toHaveTextContent(
      'Bakkerij Brood B.V. nodigt anna@brood.nl uit als medewerker.',
    );
    const user = userEvent.setup();
    await user.type(input(/^Wachtwoord/), 'Welkom123!');
    await user.type(input(/^Herhaal wachtwoord/), 'Welkom123!');
    await user.click(screen.getByTestId('invitation-accept'));
    expect(await screen.findByText('Het wachtwoord moet minstens 8 tekens lang zijn')).toBeInTheDocument();

    accept = { body: { data: { accepted: true, accountCreated: true } } };
    await user.click(screen.getByTestId('invitation-accept'));
    expect(await screen.findByTestId('invitation-done')).toHaveTextContent(
      'Gelukt: Bakkerij Brood B.V. heeft u als medewerker toegevoegd. Uw account is aangemaakt; u kunt nu inloggen.',
    );
    expect(calls.filter((c) => c.url.endsWith('/accept')).at(-1)?.body).toEqual({
      code: 'abcdefghijkl',
      password: 'Welkom123!',
      passwordConfirmation: 'Welkom123!',
    });
    await user.click(screen.getByTestId('invitation-to-login'));
    expect(await screen.findByText('inlogscherm')).toBeInTheDocument();
  });

  it('links an existing account without a password', async () => {
    const { calls } = mockFetchRoutes({
      'POST /api/customer-invitations/describe': describeAs(false),
      'POST /api/customer-invitations/accept': { body: { data: { accepted: true, accountCreated: false } } },
    });
    renderPage();
    expect(await screen.findByText(/Er is al een account met dit e-mailadres/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Wachtwoord/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByTestId('invitation-accept'));
    expect(await screen.findByTestId('invitation-done')).toHaveTextContent(
      'Gelukt: Bakkerij Brood B.V. heeft u als medewerker toegevoegd.',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/accept'))?.body).toMatchObject({ code: 'abcdefghijkl' }),
    );
  });

  it('explains a bad, expired or used link', async () => {
    mockFetchRoutes({
      'POST /api/customer-invitations/describe': {
        status: 400,
        body: {
          error: { status: 400, name: 'ValidationError', message: 'invalid', details: { code: 'invalid_code' } },
        },
      },
    });
    renderPage();
    expect(await screen.findByTestId('invitation-error')).toHaveTextContent(
      'Deze uitnodigingslink is ongeldig, verlopen of al gebruikt.',
    );
  });
});
