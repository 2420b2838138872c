import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, AdminUI, Resource, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/layout/ErrorBoundary';
import { ErrorScreen } from '@/components/errors/ErrorScreen';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { GUARDED_RESOURCES } from '@/resources';
import { ADMIN_ACTIONS, LOOKUPS, meWith } from '@/resources/content/content/testHarness';
import { mockFetchRoutes } from '@/test/fetchMock';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

// The shell's part in it: a screen's render error becomes the error screen (as in layout/Shell.tsx).
const ShellLike = ({ children }: { children?: ReactNode }) => (
  <ErrorBoundary fallback={(error) => <ErrorScreen error={error} embedded />}>{children}</ErrorBoundary>
);

const renderConsole = (path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <AdminUI layout={ShellLike}>
          {GUARDED_RESOURCES.map((resource) => (
            <Resource key={resource.name} {...resource} />
          ))}
        </AdminUI>
      </AdminContext>
    </TestMemoryRouter>,
  );

const notFound = { status: 404, body: { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } };
const failed = { status: 500, body: { error: { status: 500, name: 'InternalServerError', message: 'kapot' } } };

describe('record pages', () => {
  it('a missing record on an edit route shows the not-found screen, not the list', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ADMIN_ACTIONS) },
      'GET /api/tags/nope': notFound,
      'GET /api/tags': { body: { data: [], meta: { pagination: { total: 0 } } } },
    });
    renderConsole('/content/tags/nope');
    expect(await screen.findByTestId('error-not-found')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/tags?'))).toHaveLength(0);
  });

  it('any other failure shows the server-error page with its details', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ADMIN_ACTIONS) }, 'GET /api/contents/x1': failed, ...LOOKUPS });
    renderConsole('/content/x1');
    expect(await screen.findByTestId('error-server')).toHaveTextContent('kapot');
  });

  it('a new record opens on its own page and the toast names it', async () => {
    const tag = { id: 9, documentId: 't9', name: 'Sport', slug: 'sport' };
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ADMIN_ACTIONS) },
      'POST /api/tags': { body: { data: tag } },
      'GET /api/tags/t9': { body: { data: tag } },
    });
    renderConsole('/content/tags/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Naam *'), 'Sport');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Tag „Sport” aangemaakt')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeInTheDocument());
    expect(screen.getByLabelText('Naam *')).toHaveValue('Sport');
  });
});
