import { render, screen } from '@testing-library/react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith } from '@/resources/content/content/testHarness';
import { MarketingOverviewPage } from './MarketingOverviewPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ACTIONS = ['api::marketing.marketing.overview', 'api::marketing.marketing.results'];
const TIMEOUT = { timeout: 15_000 };

describe('/marketing', () => {
  it('shows what runs in each zone now and the results with click-through rates', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/marketing/overview': {
        body: {
          data: [
            {
              documentId: 'z1',
              name: 'Leaderboard',
              key: 'home-top',
              width: 728,
              height: 90,
              group: null,
              showingNow: true,
              bundles: [
                {
                  documentId: 'b1',
                  name: 'Kerst',
                  active: true,
                  viaGroup: false,
                  contents: [{ documentId: 'mc1', name: 'Welkom terug', type: 'POPUP', weight: 3, state: 'RUNNING' }],
                },
              ],
            },
          ],
        },
      },
      'GET /api/marketing/results': {
        body: {
          data: {
            period: '4w',
            bucket: 'day',
            from: '2026-10-31T23:00:00.000Z',
            to: '2026-11-28T23:00:00.000Z',
            totals: { impressions: 1000, clicks: 25, ctr: 2.5 },
            series: [{ start: '2026-11-27T23:00:00.000Z', impressions: 1000, clicks: 25 }],
            contents: [
              { documentId: 'mc1', name: 'Welkom terug', type: 'POPUP', impressions: 1000, clicks: 25, ctr: 2.5 },
            ],
            zones: [],
            bundles: [],
          },
        },
      },
    });
    render(
      <TestMemoryRouter initialEntries={['/marketing']}>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
          <MarketingOverviewPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByTestId('marketing-zone-home-top', {}, TIMEOUT)).toHaveTextContent(
      'bundel Kerst, gewicht 3',
    );
    expect(await screen.findByTestId('marketing-totals', {}, TIMEOUT)).toHaveTextContent(
      '1.000 vertoningen, 25 kliks, doorklikratio 2,5 %',
    );
    expect(screen.getByTestId('marketing-results-contents')).toHaveTextContent('2,5 %');
    expect(screen.getByTestId('marketing-results-zones')).toHaveTextContent('Geen vertoningen in deze periode.');
  }, 40_000);
});
