import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '../providers/errorBus';
import { forgetMe } from '../providers/session';
import { mockFetchRoutes } from '../test/fetchMock';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { OutboxShow } from './settings/log/outbox/OutboxShow';
import { UserList } from './profiles/users/UserList';
import { USER_ROUTE_PATHS } from './profiles/users/routePaths';
import { SCREENS } from '.';

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
    allowedActions: [],
    groups: [],
    preferences: { tourCompleted: 1 },
  },
};

const page = (data: unknown[], total = data.length) => ({
  body: { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total } } },
});

describe('profiles list (/users)', () => {
  it('lists name, e-mail, type and date, newest first, and searches with q', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/profiles': page([
        {
          id: 1,
          documentId: 'a1',
          firstName: 'Piet',
          lastName: 'Bakker',
          email: 'piet@example.nl',
          type: 'SUBSCRIBER',
          createdAt: '2025-06-26T10:00:00.000Z',
        },
      ]),
    });
    renderWithAdmin(
      <ResourceContextProvider value="users">
        <UserList />
      </ResourceContextProvider>,
      { path: '/users' },
    );
    const row = (await screen.findByText('Piet Bakker')).closest('tr')!;
    expect(within(row).getByText('piet@example.nl')).toBeInTheDocument();
    expect(within(row).getByText('Abonnee')).toBeInTheDocument();
    expect(within(row).getByText(/26 jun 2025/)).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/profiles'))?.url).toBe(
      '/api/profiles?pagination[page]=1&pagination[pageSize]=25&sort[0]=createdAt:desc&populate[tags]=true',
    );

    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Zoeken' }), 'bak');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('filters[$or][0][firstName][$containsi]=bak'))).toBe(true),
    );
  });

  it('explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/profiles': page([]) });
    renderWithAdmin(
      <ResourceContextProvider value="users">
        <UserList />
      </ResourceContextProvider>,
      { path: '/users' },
    );
    expect(await screen.findByTestId('users-empty')).toHaveTextContent('Nog geen profielen');
  });
});

describe('sent e-mails (/settings/log/emails)', () => {
  it('shows the text as text and the html in a sandboxed iframe', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: { ...ME.body, allowedActions: ['api::outbox-message.outbox-message.find'] } },
      'GET /api/outbox-messages/m1': {
        body: {
          data: {
            id: 4,
            documentId: 'm1',
            to: 'lezer@example.nl',
            subject: 'Bevestig uw e-mailadres',
            text: 'Hallo <b>lezer</b>',
            html: '<p>Hallo</p><script>window.parent.hacked = true</script>',
            status: 'sent',
            transport: 'smtp',
            createdAt: '2025-06-26T10:00:00.000Z',
          },
        },
      },
    });
    renderWithAdmin(
      <ResourceContextProvider value="settings/log/emails">
        <Routes>
          <Route path="/settings/log/emails/:id/show" element={<OutboxShow />} />
        </Routes>
      </ResourceContextProvider>,
      { path: '/settings/log/emails/m1/show' },
    );
    expect(await screen.findByText('Bevestig uw e-mailadres')).toBeInTheDocument();
    expect(screen.getByText('Verzonden')).toBeInTheDocument();
    expect(screen.getByTestId('email-text')).toHaveTextContent('Hallo <b>lezer</b>');
    const frame = screen.getByTestId('email-html');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hallo</p>');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('screens registry (route-level code splitting)', () => {
  it('registers, for every resource, exactly the screens its module has', async () => {
    for (const [name, screens] of Object.entries(SCREENS)) {
      const views = await screens.load();
      const present = (['list', 'create', 'edit', 'show'] as const).filter((view) => views[view]);
      expect({ name, views: [...screens.views].sort() }).toEqual({ name, views: [...present].sort() });
    }
  });

  it('declares every profile route that has a screen', async () => {
    const { USER_ROUTE_SCREENS } = await import('./profiles/users/routes');
    expect(Object.keys(USER_ROUTE_SCREENS).sort()).toEqual([...USER_ROUTE_PATHS].sort());
  });
});
