import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { MyAccountPage } from './MyAccountPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ME = {
  id: 1,
  email: 'anna@example.com',
  username: 'anna',
  profile: {
    id: 3,
    documentId: 'p3',
    firstName: 'Anna',
    lastName: 'Jansen',
    email: 'anna@example.com',
    language: 'NL',
    locale: 'NL',
    avatar: null,
    twitter: 'anna',
  },
  allowedActions: [],
  groups: ['authenticated'],
  preferences: { tourCompleted: 1 },
};

const invalid = {
  status: 400,
  body: {
    error: {
      status: 400,
      name: 'ValidationError',
      message: 'Some fields are not valid',
      details: { code: 'invalid_fields', errors: [{ path: ['website'], message: 'url', code: 'url' }] },
    },
  },
};

const GoElsewhere = () => {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/elders')}>weg</button>;
};

const renderAccount = (profileReply = invalid) => {
  const fetch = mockFetchRoutes({ 'GET /api/me': { body: ME }, 'PUT /api/me/profile': profileReply });
  renderWithAdmin(
    <>
      <GoElsewhere />
      <Routes>
        <Route path="/users/:id" element={<MyAccountPage />} />
        <Route path="/users/:id/show" element={<p>profiel van een ander</p>} />
        <Route path="/elders" element={<p>andere pagina</p>} />
      </Routes>
    </>,
    { path: '/users/p3' },
  );
  return fetch;
};

describe('own account', () => {
  it('shows the e-mail read-only and puts server validation errors on the field, keeping the input', async () => {
    const { calls } = renderAccount();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-mailadres');
    expect(email).toBeDisabled();
    const website = screen.getByLabelText('Website');
    await user.type(website, 'geen url');
    await user.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('Vul een geldige link in die begint met https://')).toBeInTheDocument();
    expect(website).toHaveValue('geen url');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/me/profile');
    expect(put?.body).toMatchObject({
      data: { firstName: 'Anna', lastName: 'Jansen', twitter: 'anna', website: 'geen url' },
    });
    expect((put?.body as { data: Record<string, unknown> }).data).not.toHaveProperty('email');
  });

  it('asks before leaving with unsaved changes, in Dutch', async () => {
    renderAccount();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Schermnaam'), 'annaj');
    await user.click(screen.getByText('weg'));
    const dialog = await screen.findByTestId('unsaved-dialog');
    expect(dialog).toHaveTextContent('Weet u het zeker?');
    await user.click(screen.getByRole('button', { name: 'Op deze pagina blijven' }));
    await waitFor(() => expect(screen.queryByTestId('unsaved-dialog')).toBeNull());
    expect(screen.getByLabelText('Schermnaam')).toHaveValue('annaj');
    await user.click(screen.getByText('weg'));
    await user.click(await screen.findByRole('button', { name: 'Ja, negeren' }));
    expect(await screen.findByText('andere pagina')).toBeInTheDocument();
  });

  it('password change needs 8 characters and two equal entries', async () => {
    const { calls } = renderAccount();
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Huidig wachtwoord', { exact: false, selector: 'input' }),
      'oud-wachtwoord',
    );
    await user.type(screen.getByLabelText(/^Nieuw wachtwoord/, { selector: 'input' }), 'kort');
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord', { exact: false, selector: 'input' }), 'anders12');
    fireEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('Moet minstens 8 tekens lang zijn')).toBeInTheDocument();
    expect(screen.getByText('De wachtwoorden komen niet overeen')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/me/password')).toBe(false);
  });

  it("sends someone else's profile id to that profile's page", async () => {
    mockFetchRoutes({ 'GET /api/me': { body: ME } });
    renderWithAdmin(
      <Routes>
        <Route path="/users/:id" element={<MyAccountPage />} />
        <Route path="/users/:id/show" element={<p>profiel van een ander</p>} />
      </Routes>,
      { path: '/users/other' },
    );
    expect(await screen.findByText('profiel van een ander')).toBeInTheDocument();
  });
});
