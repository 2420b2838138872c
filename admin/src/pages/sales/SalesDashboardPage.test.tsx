import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { order } from '@/resources/sales/orders/testData';
import { HomePage } from '../home/HomePage';
import { SalesDashboardPage } from './SalesDashboardPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const REVENUE = 'api::order.order.revenue';
const FIND = 'api::order.order.find';
const me = (allowedActions: string[]) => ({
  body: {
    id: 1,
    email: 'sales@example.com',
    username: 'sales',
    profile: null,
    allowedActions,
    groups: [],
    preferences: { tourCompleted: 1 },
  },
});

// 28 Amsterdam days from Sunday 1 November 2026 (winter time: midnight is 23:00 UTC the day before).
const DAYS = Array.from({ length: 28 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i) - 3_600_000).toISOString());
const MONTHS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2025, 11 + i, 1) - 3_600_000).toISOString());
const series = (length: number, at: Record<number, number>) => Array.from({ length }, (_, i) => at[i] ?? 0);
const report = (period: string) => {
  const yearly = period === '1y';
  const starts = yearly ? MONTHS : DAYS;
  return {
    period,
    bucket: yearly ? 'month' : 'day',
    starts,
    channels: [
      {
        documentId: 'ch1',
        name: 'De Dagkrant',
        currency: 'EUR',
        isDefault: true,
        total: 12345,
        orders: 3,
        series: series(starts.length, { 0: 2495, [starts.length - 1]: 9850 }),
        open: { count: 2, amount: 9369 },
      },
      {
        documentId: 'ch2',
        name: 'Webshop US',
        currency: 'USD',
        isDefault: false,
        total: 1200,
        orders: 1,
        series: series(starts.length, { 3: 1200 }),
        open: { count: 0, amount: 0 },
      },
    ],
  };
};
const revenueFor = (call: RecordedCall) => ({
  body: { data: report(new URL(call.url, 'http://x').searchParams.get('period') ?? '4w') },
});
const revenueCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.url.startsWith('/api/orders/revenue')).map((c) => c.url);
const ROUTES = (allowed: string[]) => ({
  'GET /api/me': me(allowed),
  'GET /api/orders/revenue': revenueFor,
  'GET /api/orders': { body: { data: [order()], meta: { pagination: { total: 1 } } } },
});

describe('sales dashboard (/sales, /sales/overview)', () => {
  it('charts the default channel, tables all channels and lists its open orders', async () => {
    const { calls } = mockFetchRoutes(ROUTES([REVENUE, FIND]));
    renderWithAdmin(<SalesDashboardPage />, { path: '/sales/overview' });
    const chart = await screen.findByRole('img', { name: 'Omzet per dag (De Dagkrant)' });
    expect(chart).toHaveAccessibleDescription(/€\s123,45 van zo 1 nov 2026 tot en met za 28 nov 2026/);
    const bars = within(chart).getAllByTestId('chart-bar');
    expect(bars).toHaveLength(28);
    expect(bars[27].getAttribute('data-value')).toBe('9850');
    expect(bars[27].querySelector('title')).toHaveTextContent('za 28 nov 2026: € 98,50');
    expect(screen.getByTestId('revenue-total')).toHaveTextContent('€ 123,45');
    expect(screen.getByTestId('revenue-open')).toHaveTextContent('2 (€ 93,69)');
    expect(revenueCalls(calls)).toEqual(['/api/orders/revenue?period=4w']);

    const rows = screen.getAllByTestId('channel-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'De Dagkrantstandaard',
      'Webshop US',
    ]);
    expect(rows[1]).toHaveTextContent('US$ 12,00');
    const open = await screen.findAllByTestId('open-order');
    expect(open[0]).toHaveTextContent('000042 · Orderklant B.V.');
    expect(open[0]).toHaveAttribute('href', '/sales/orders/o1/show');
    const list = decodeURIComponent(calls.find((c) => c.url.startsWith('/api/orders?'))!.url);
    expect(list).toContain(
      'filters[status][$in][0]=PENDING&filters[status][$in][1]=PAID&filters[channel][documentId][$eq]=ch1',
    );
  });

  it('switches the period and the channel', async () => {
    const { calls } = mockFetchRoutes(ROUTES([REVENUE]));
    renderWithAdmin(<SalesDashboardPage />, { path: '/sales' });
    const user = userEvent.setup();
    await screen.findByRole('img', { name: /Omzet per dag/ });
    // Without the order list permission there is no open-orders list.
    expect(screen.queryByTestId('open-orders')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1 jaar' }));
    const yearly = await screen.findByRole('img', { name: 'Omzet per maand (De Dagkrant)' });
    expect(within(yearly).getAllByTestId('chart-bar')).toHaveLength(12);
    expect(revenueCalls(calls)).toContain('/api/orders/revenue?period=1y');

    await user.click(screen.getByRole('button', { name: 'Toon Webshop US in de grafiek' }));
    expect(await screen.findByRole('img', { name: 'Omzet per maand (Webshop US)' })).toBeInTheDocument();
    expect(screen.getByTestId('revenue-total')).toHaveTextContent('US$ 12,00');
  });
});

describe('revenue widget on the home page', () => {
  it("shows this period's revenue of the default channel with a link to the dashboard, only with the permission", async () => {
    mockFetchRoutes(ROUTES([REVENUE]));
    const first = renderWithAdmin(<HomePage />);
    expect(await screen.findByTestId('revenue-widget-total')).toHaveTextContent('€ 123,45');
    expect(screen.getByTestId('revenue-widget')).toHaveTextContent('4 weken · De Dagkrant · 3 bestellingen');
    expect(screen.getByRole('link', { name: 'Naar het verkoopoverzicht' })).toHaveAttribute('href', '/sales/overview');
    first.unmount();
    forgetMe();
    vi.unstubAllGlobals();

    const { calls } = mockFetchRoutes(ROUTES([]));
    renderWithAdmin(<HomePage />);
    expect(await screen.findByTestId('welcome-card')).toBeInTheDocument();
    expect(screen.queryByTestId('revenue-widget')).not.toBeInTheDocument();
    expect(revenueCalls(calls)).toEqual([]);
  });
});

describe('/sales route', () => {
  it('opens the dashboard with the revenue permission, the unauthorized screen without', async () => {
    const routes = (allowed: string[]) => ({
      ...ROUTES(allowed),
      'GET /api/config': { body: { data: {} } },
      'GET /api/i18n/locales': { body: [] },
      'GET /api/version': { body: { version: __APP_VERSION__, releaseNotes: '' } },
    });
    const renderApp = async () => {
      vi.resetModules();
      // A fresh module graph: its language texts are loaded again, as main.tsx does before the first render.
      await (await import('@/i18n/load')).loadCatalog('nl');
      const { App } = await import('@/App');
      return render(
        <TestMemoryRouter initialEntries={['/sales']}>
          <App />
        </TestMemoryRouter>,
      );
    };
    mockFetchRoutes(routes([FIND]));
    const first = await renderApp();
    expect(await screen.findByTestId('error-unauthorized')).toBeInTheDocument();
    first.unmount();
    forgetMe();
    vi.unstubAllGlobals();

    mockFetchRoutes(routes([REVENUE]));
    await renderApp();
    await waitFor(() => expect(screen.getByRole('img', { name: /Omzet per dag/ })).toBeInTheDocument());
  });
});
