import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith } from '@/resources/content/content/testHarness';
import {
  campaign,
  CAMPAIGN_ACTIONS_ALL,
  list,
  statistics,
  STATISTICS_ACTIONS,
} from '@/resources/engagement/campaigns/testData';
import { MailOverviewPage } from './MailOverviewPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const WAIT = { timeout: 15_000 };
const renderPage = () =>
  render(
    <TestMemoryRouter initialEntries={['/mail']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <MailOverviewPage />
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('/mail overview', () => {
  it('shows what sends, what is scheduled and the last results; settings only with the config update action', async () => {
    const month = {
      ...statistics('1m' as never),
      campaigns: [
        {
          id: 5,
          documentId: 'c5',
          name: 'Oktobereditie',
          status: 'COMPLETED',
          completedAt: '2026-11-01T10:00:00Z',
          ...statistics().totals,
        },
      ],
    };
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([...CAMPAIGN_ACTIONS_ALL, ...STATISTICS_ACTIONS, 'api::config.config.update']) },
      'GET /api/campaigns': (call) =>
        decodeURIComponent(call.url).includes('[status][$eq]=SCHEDULED')
          ? list([
              campaign({ documentId: 'c2', name: 'Kerst', status: 'SCHEDULED', scheduledAt: '2026-12-20T07:00:00Z' }),
            ])
          : list([
              campaign({
                documentId: 'c3',
                name: 'Breaking',
                status: 'EXECUTING',
                sentCount: 120,
                recipientCount: 400,
              }),
            ]),
      'GET /api/engagement/statistics': { body: { data: month } },
    });
    renderPage();
    const sending = await screen.findByTestId('overview-sending-rows', {}, WAIT);
    expect(within(sending).getByText('Breaking')).toBeInTheDocument();
    expect(within(sending).getByText('120 / 400')).toBeInTheDocument();
    expect(
      within(await screen.findByTestId('overview-scheduled-rows', {}, WAIT)).getByText('Kerst'),
    ).toBeInTheDocument();
    expect(
      within(await screen.findByTestId('overview-results-rows', {}, WAIT)).getByText('Oktobereditie'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/engagement/statistics?interval=1m')).toBe(true);

    await userEvent.setup().click(screen.getByTestId('engagement-settings-open'));
    expect(await screen.findByTestId('engagement-settings-dialog', {}, WAIT)).toBeInTheDocument();
  }, 30_000);

  it('says so when nothing sends or is scheduled, and hides results and settings without their actions', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(['api::campaign.campaign.find']) },
      'GET /api/campaigns': list([]),
    });
    renderPage();
    expect(await screen.findByText('Er wordt nu niets verzonden.', {}, WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Er is geen campagne gepland.', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('overview-results')).toBeNull();
    expect(screen.queryByTestId('engagement-settings-open')).toBeNull();
  }, 30_000);
});
