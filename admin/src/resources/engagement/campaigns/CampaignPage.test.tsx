import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailStatisticsPage } from '@/pages/mail/MailStatisticsPage';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import type { CampaignProgress } from '@/providers/campaignApi';
import { campaign, CAMPAIGN_ACTIONS_ALL, list, statistics, STATISTICS_ACTIONS } from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const WAIT = { timeout: 15_000 };
const ME = { body: meWith([...CAMPAIGN_ACTIONS_ALL, ...STATISTICS_ACTIONS]) };
const progress = (extra: Partial<CampaignProgress> = {}): CampaignProgress => ({
  status: 'EXECUTING',
  statusReason: null,
  recipientCount: 1000,
  sent: 250,
  failed: 0,
  pending: 750,
  messagesPerSecond: 25,
  measuredPerSecond: 25,
  etaSeconds: 30,
  startedAt: '2026-11-25T09:00:00.000Z',
  completedAt: null,
  cancelledAt: null,
  ...extra,
});

describe('a sending campaign', () => {
  it('polls its progress every 2 s: sent of total, bar, rate and time left; pause, cancel, no send', async () => {
    let polls = 0;
    mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns/c1': {
        body: { data: campaign({ status: 'EXECUTING', recipientCount: 1000, startedAt: '2026-11-25T09:00:00Z' }) },
      },
      'GET /api/campaigns/c1/progress': () => {
        polls += 1;
        return {
          body: { data: polls === 1 ? progress() : progress({ sent: 500, pending: 497, etaSeconds: 20, failed: 3 }) },
        };
      },
      'GET /api/campaigns/c1/statistics': { body: { data: statistics() } },
    });
    renderConsole('/mail/campaigns/c1/show');
    expect(await screen.findByTestId('progress-sent', {}, WAIT)).toHaveTextContent('250 van 1.000 verzonden');
    expect(screen.getByTestId('progress-bar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('progress-rate')).toHaveTextContent('25 berichten per seconde');
    expect(screen.getByTestId('progress-eta')).toHaveTextContent('Nog ongeveer 30 s');

    await waitFor(() => expect(screen.getByTestId('progress-sent')).toHaveTextContent('500 van 1.000 verzonden'), {
      timeout: 8000,
    });
    expect(screen.getByTestId('progress-bar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('progress-failed')).toHaveTextContent('3 mislukt');

    const actions = screen.getByTestId('campaign-actions');
    expect(within(actions).getByTestId('campaign-action-pause')).toBeInTheDocument();
    expect(within(actions).getByTestId('campaign-action-cancel')).toBeInTheDocument();
    expect(within(actions).queryByTestId('campaign-action-send')).toBeNull();
  }, 30_000);

  it('asks before sending now, then posts the action; a refused transition is explained in Dutch', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns/c1': { body: { data: campaign() } },
      'POST /api/campaigns/c1/send': {
        status: 409,
        body: {
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'A campaign in SCHEDULED cannot move to IMMEDIATE.',
            details: { code: 'campaign_transition', from: 'COMPLETED', to: 'IMMEDIATE' },
          },
        },
      },
    });
    renderConsole('/mail/campaigns/c1/show');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('campaign-action-send', {}, WAIT));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Ja, nu verzenden' }));
    expect(await screen.findByTestId('campaign-action-refused', {}, WAIT)).toHaveTextContent(
      'Een campagne met status Voltooid kan niet In de wachtrij worden.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/campaigns/c1/send']);
  }, 30_000);
});

describe('statistics', () => {
  it('shows a sent campaign’s figures, chart and top links, and reloads them for another interval', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns/c1': {
        body: { data: campaign({ status: 'COMPLETED', completedAt: '2026-11-21T10:00:00Z' }) },
      },
      'GET /api/campaigns/c1/statistics': (call) => ({
        body: { data: statistics(call.url.includes('interval=24h') ? '24h' : '7d') },
      }),
    });
    renderConsole('/mail/campaigns/c1/show');
    const figures = await screen.findByTestId('campaign-figures', {}, WAIT);
    expect(within(figures).getByTestId('figure-sent')).toHaveTextContent('1.000');
    expect(within(figures).getByTestId('figure-delivered')).toHaveTextContent('980');
    expect(within(figures).getByTestId('figure-unique_opens')).toHaveTextContent('490');
    expect(within(figures).getByTestId('figure-unique_opens')).toHaveTextContent('50%');
    expect(within(figures).getByTestId('figure-click_to_open')).toHaveTextContent('20%');
    expect(within(figures).getByTestId('figure-machine_opens')).toHaveTextContent('120');
    expect(screen.getByTestId('top-links')).toHaveTextContent('https://www.krant.nl/artikel/een');
    expect(screen.getByTestId('mail-chart')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '24 uur' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/campaigns/c1/statistics?interval=24h')).toBe(true));
    expect(calls.some((c) => c.url === '/api/campaigns/c1/statistics?interval=7d')).toBe(true);
  }, 30_000);

  it('/mail/statistics: all campaigns over the interval, with the campaigns that sent in it', async () => {
    const all = {
      ...statistics('1m' as never),
      campaigns: [
        {
          id: 7,
          documentId: 'c1',
          name: 'Weekoverzicht',
          status: 'COMPLETED',
          completedAt: null,
          ...statistics().totals,
        },
      ],
    };
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/engagement/statistics': { body: { data: all } },
      'GET /api/campaigns': list([]),
    });
    render(
      <TestMemoryRouter initialEntries={['/mail/statistics']}>
        <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
          <MailStatisticsPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const figures = await screen.findByTestId('mail-statistics-figures', {}, WAIT);
    expect(within(figures).getByTestId('figure-unique_clicks')).toHaveTextContent('98');
    expect(screen.getByTestId('mail-statistics-campaigns')).toHaveTextContent('Weekoverzicht');
    expect(calls.map((c) => c.url)).toContain('/api/engagement/statistics?interval=1m');
  }, 30_000);
});
