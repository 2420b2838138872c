import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { SiteProvider } from '@/providers/SiteContext';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith } from '@/resources/content/content/testHarness';
import { GeneralSettingsPage } from './GeneralSettingsPage';
import { SettingsOverviewPage } from './SettingsOverviewPage';
import { ShareCounter } from './ShareCard';
import { SocialSettingsPage } from './SocialSettingsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const WAIT = { timeout: 15_000 };
const renderPage = (node: React.ReactNode, path = '/settings') =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <SiteProvider>{node}</SiteProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
const CONFIG = { data: { global: { siteName: 'De Krant', frontendURI: 'https://krant.nl' } } };
const base = (actions: string[]) => ({
  'GET /api/me': { body: meWith(actions) },
  'GET /api/config': { body: CONFIG },
  'GET /api/i18n/locales': { body: [] },
});

describe('/settings overview', () => {
  it('shows a card only for the screens the user may use', async () => {
    mockFetchRoutes(base(['api::config.config.find', 'api::social-share.social-share.find']));
    renderPage(<SettingsOverviewPage />);
    expect(await screen.findByTestId('settings-card-settings-social', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('settings-card-settings-general')).toBeNull();
    expect(screen.queryByTestId('settings-card-settings-engagement')).toBeNull();
  });

  it('gives the administrator general and engagement too, engagement opening its dialog', async () => {
    mockFetchRoutes(
      base(['api::config.config.find', 'api::config.config.update', 'api::social-share.social-share.find']),
    );
    renderPage(<SettingsOverviewPage />);
    const general = await screen.findByTestId('settings-card-settings-general', {}, WAIT);
    expect(within(general).getByRole('link')).toHaveAttribute('href', '/settings/general');
    await userEvent.click(within(screen.getByTestId('settings-card-settings-engagement')).getByRole('button'));
    expect(await screen.findByTestId('engagement-settings-dialog', {}, WAIT)).toBeInTheDocument();
  });
});

describe('/settings/general', () => {
  it('shows the effect, refuses bad input before sending and keeps the input on a server refusal', async () => {
    const { calls } = mockFetchRoutes({
      ...base(['api::config.config.update']),
      'PUT /api/config': {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'x',
            details: { code: 'url', errors: [{ path: ['global', 'frontendURI'], code: 'url', message: 'x' }] },
          },
        },
      },
    });
    renderPage(<GeneralSettingsPage />, '/settings/general');
    const name = await screen.findByTestId('setting-global-siteName', {}, WAIT);
    await waitFor(() => expect(name).toHaveValue('De Krant'), WAIT);
    expect(screen.getByTestId('settings-effect-content')).toHaveTextContent('1200 × 675');
    expect(screen.getByTestId('settings-effect-sales')).toHaveTextContent('000001');

    const width = screen.getByTestId('setting-content-resizeWidth');
    await userEvent.clear(width);
    await userEvent.type(width, '0');
    await userEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByTestId('settings-refusal')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(width);
    await userEvent.type(width, '800');
    expect(screen.getByTestId('settings-effect-content')).toHaveTextContent('800 × 675');
    await userEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as { data: Record<string, any> };
    expect(put.data.content.resizeWidth).toBe(800);
    expect(await screen.findByTestId('settings-refusal')).toBeInTheDocument();
    expect(width).toHaveValue(800);
  });
});

describe('/settings/social', () => {
  it('says plainly that sharing is not set up, and lists the recorded shares', async () => {
    mockFetchRoutes({
      ...base(['api::social-share.social-share.find']),
      'GET /api/social-shares/status': { body: { data: { configured: false, accounts: {} } } },
      'GET /api/social-shares': {
        body: {
          data: [
            {
              documentId: 's1',
              network: 'twitter',
              text: 'Lees dit',
              contentTitle: 'Het artikel',
              result: 'failed',
              error: '503',
              sharedBy: 'editor@example.com',
              createdAt: '2026-11-20T10:00:00Z',
            },
          ],
          meta: { pagination: { page: 1, pageCount: 1, total: 1 } },
        },
      },
    });
    renderPage(<SocialSettingsPage />, '/settings/social');
    expect(await screen.findByTestId('share-not-configured', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Het artikel', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Mislukt')).toBeInTheDocument();
    expect(screen.queryByTestId('social-accounts')).toBeNull();
  });

  it('counts the text as the network does and warns above the recommended 60', async () => {
    mockFetchRoutes(base([]));
    const { rerender } = renderPage(<ShareCounter text="Kort" network="twitter" />);
    expect(await screen.findByTestId('share-counter', {}, WAIT)).toHaveTextContent('28 van 280');
    rerender(
      <TestMemoryRouter>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
          <ShareCounter text={'x'.repeat(61)} network="twitter" />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(screen.getByTestId('share-counter')).toHaveTextContent('Langer dan de aanbevolen 60 tekens (nu 61)');
  });
});
