import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU } from '@/layout/areas';
import { filterMenu, routesOf } from '@/layout/menuModel';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ContentStatisticsPage } from './ContentStatisticsPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const SEARCH = 'api::search.search.find';
const me = (allowedActions: string[]) => ({
  body: {
    id: 1,
    email: 'editor@example.com',
    username: 'editor',
    profile: null,
    allowedActions,
    groups: ['editor'],
    preferences: { tourCompleted: 1 },
  },
});

// 7 days ending Monday 30 March 2026 (Amsterdam), across the DST change on the 29th.
const DAYS = [
  '2026-03-23T23:00:00.000Z',
  '2026-03-24T23:00:00.000Z',
  '2026-03-25T23:00:00.000Z',
  '2026-03-26T23:00:00.000Z',
  '2026-03-27T23:00:00.000Z',
  '2026-03-28T23:00:00.000Z',
  '2026-03-29T22:00:00.000Z',
];
const WEEK = {
  period: '7d',
  from: DAYS[0],
  to: '2026-03-30T22:00:00.000Z',
  bucket: 'day',
  total: 1600,
  series: DAYS.map((start, i) => ({ start, views: [0, 100, 200, 300, 0, 400, 600][i] })),
  top: [
    {
      documentId: 'doc1',
      title: 'De gemeente kiest voor fietspaden',
      slug: 'fietspaden',
      type: 'ARTICLE',
      locale: 'nl',
      views: 800,
    },
    { documentId: 'doc2', title: 'An open piece', slug: 'open-piece', type: 'VIDEO', locale: 'en', views: 400 },
  ],
};
const MONTHS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 3 + i, 1) - 2 * 3_600_000).toISOString());
const YEAR = {
  ...WEEK,
  period: '1y',
  bucket: 'month',
  total: 12,
  series: MONTHS.map((start) => ({ start, views: 1 })),
};
const ONE_ITEM = {
  ...WEEK,
  total: 800,
  series: DAYS.map((start, i) => ({ start, views: [0, 0, 100, 100, 0, 200, 400][i] })),
  top: WEEK.top.slice(0, 1),
};

const reportFor = (call: RecordedCall) => {
  const query = new URL(call.url, 'http://x').searchParams;
  if (query.get('content')) return { body: { data: ONE_ITEM } };
  return { body: { data: query.get('period') === '1y' ? YEAR : WEEK } };
};
const statisticsCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/statistics/content')).map((c) => c.url);

const renderPage = () => renderWithAdmin(<ContentStatisticsPage />, { path: '/content/statistics' });

describe('content statistics (/content/statistics)', () => {
  it('draws the views per day as an SVG chart and lists the top items with their share', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': me([SEARCH]), 'GET /api/statistics/content': reportFor });
    renderPage();
    const chart = await screen.findByRole('img', { name: /Weergaven per dag/ });
    expect(chart).toHaveAccessibleDescription(/1\.600 weergaven van di 24 mrt 2026 tot en met ma 30 mrt 2026/);
    const bars = within(chart).getAllByTestId('chart-bar');
    expect(bars.map((b) => b.getAttribute('data-value'))).toEqual(['0', '100', '200', '300', '0', '400', '600']);
    // Day labels and tooltips in Amsterdam time: the bucket starting 22:00 UTC on the 29th is Monday the 30th.
    expect(bars[6].querySelector('title')).toHaveTextContent('ma 30 mrt 2026: 600 weergaven');
    expect(bars[5].querySelector('title')).toHaveTextContent('zo 29 mrt 2026: 400 weergaven');
    expect(within(chart).getByText('30 mrt')).toBeInTheDocument();
    expect(screen.getByTestId('statistics-total')).toHaveTextContent('1.600');
    expect(statisticsCalls(calls)).toEqual(['/api/statistics/content?period=7d&limit=10']);

    const rows = screen.getAllByTestId('top-item');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'De gemeente kiest voor fietspaden' })).toHaveAttribute(
      'href',
      '/content/doc1',
    );
    expect(within(rows[0]).getByText('Artikel')).toBeInTheDocument();
    expect(within(rows[0]).getByText('800')).toBeInTheDocument();
    expect(within(rows[0]).getByText('50%')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'An open piece' })).toHaveAttribute(
      'href',
      '/content/doc2?locale=en',
    );
    expect(within(rows[1]).getByText('Engels')).toBeInTheDocument();
    expect(within(rows[1]).getByText('25%')).toBeInTheDocument();
  });

  it('switches the period', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': me([SEARCH]), 'GET /api/statistics/content': reportFor });
    renderPage();
    await screen.findByRole('img', { name: /Weergaven per dag/ });
    await userEvent.setup().click(screen.getByRole('button', { name: '1 jaar' }));
    const chart = await screen.findByRole('img', { name: /Weergaven per maand/ });
    expect(within(chart).getAllByTestId('chart-bar')).toHaveLength(12);
    expect(within(chart).getAllByTestId('chart-bar')[0].querySelector('title')).toHaveTextContent(
      'april 2025: 1 weergave',
    );
    expect(statisticsCalls(calls)).toContain('/api/statistics/content?period=1y&limit=10');
  });

  it('narrows the chart to an item clicked in the table, and back to all items', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': me([SEARCH]), 'GET /api/statistics/content': reportFor });
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('img', { name: /Weergaven per dag/ });
    await user.click(screen.getAllByTestId('top-item')[0]);
    expect(await screen.findByTestId('statistics-filter')).toHaveTextContent(
      'Alleen: De gemeente kiest voor fietspaden',
    );
    await waitFor(() => expect(screen.getByTestId('statistics-total')).toHaveTextContent('800'));
    expect(
      screen.getByRole('img', { name: 'Weergaven per dag (De gemeente kiest voor fietspaden)' }),
    ).toBeInTheDocument();
    expect(statisticsCalls(calls)).toContain('/api/statistics/content?period=7d&content=doc1&locale=nl&limit=1');
    expect(
      screen.getByRole('button', { name: 'Toon De gemeente kiest voor fietspaden in de grafiek' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Alle items tonen' }));
    expect(screen.queryByTestId('statistics-filter')).toBeNull();
    expect(screen.getByTestId('statistics-total')).toHaveTextContent('1.600');
  });

  it('explains where page views come from when there are none', async () => {
    mockFetchRoutes({
      'GET /api/me': me([SEARCH]),
      'GET /api/statistics/content': {
        body: { data: { ...WEEK, total: 0, series: DAYS.map((start) => ({ start, views: 0 })), top: [] } },
      },
    });
    renderPage();
    const empty = await screen.findByTestId('statistics-empty');
    expect(empty).toHaveTextContent('Nog geen paginaweergaven in deze periode');
    expect(empty).toHaveTextContent('POST /api/statistics');
    expect(screen.queryByTestId('views-chart')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    mockFetchRoutes({
      'GET /api/me': me([SEARCH]),
      'GET /api/statistics/content': (call) =>
        fail
          ? { status: 500, body: { error: { status: 500, name: 'InternalServerError', message: 'boom' } } }
          : reportFor(call),
    });
    renderPage();
    expect(await screen.findByTestId('statistics-error')).toHaveTextContent(
      'De statistieken konden niet worden geladen.',
    );
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('img', { name: /Weergaven per dag/ })).toBeInTheDocument();
    expect(screen.queryByTestId('statistics-error')).toBeNull();
  });
});

describe('menu item and route guard', () => {
  it('is in the content menu for users with the search permission only', () => {
    expect(routesOf(filterMenu(MENU, [SEARCH]))).toEqual(['/', '/content/statistics']);
    expect(routesOf(filterMenu(MENU, ['api::content.content.find']))).not.toContain('/content/statistics');
    expect(routesOf(filterMenu(MENU, [SEARCH, 'api::content.content.find'])).slice(0, 4)).toEqual([
      '/',
      '/content',
      '/content/statistics',
      '/content/redirects',
    ]);
  });

  it('opens the page (not the content editor) with the permission, the unauthorized screen without', async () => {
    const routes = (allowed: string[]) => ({
      'GET /api/me': me(allowed),
      'GET /api/statistics/content': reportFor,
      'GET /api/config': { body: { data: {} } },
      'GET /api/i18n/locales': { body: [] },
      'GET /api/version': { body: { version: __APP_VERSION__, releaseNotes: '' } },
    });
    // A fresh App each time: its query client would otherwise keep the first user's permissions.
    const renderApp = async () => {
      vi.resetModules();
      // A fresh module graph: its language texts are loaded again, as main.tsx does before the first render.
      await (await import('@/i18n/load')).loadCatalog('nl');
      const { App } = await import('@/App');
      return render(
        <TestMemoryRouter initialEntries={['/content/statistics']}>
          <App />
        </TestMemoryRouter>,
      );
    };
    const { calls } = mockFetchRoutes(routes(['api::content.content.find']));
    const first = await renderApp();
    expect(await screen.findByTestId('error-unauthorized')).toHaveTextContent(
      'U bent niet gemachtigd om deze pagina te bekijken',
    );
    expect(statisticsCalls(calls)).toEqual([]);
    first.unmount();
    forgetMe();
    vi.unstubAllGlobals();

    mockFetchRoutes(routes([SEARCH, 'api::content.content.find']));
    await renderApp();
    expect(await screen.findByRole('img', { name: /Weergaven per dag/ })).toBeInTheDocument();
  });
});
