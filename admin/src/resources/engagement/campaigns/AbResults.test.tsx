import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abResults } from '@newsroom/config';
import type { AbTestResults } from '@/providers/campaignApi';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { campaign, CAMPAIGN_ACTIONS_ALL, statistics, STATISTICS_ACTIONS } from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const WAIT = { timeout: 15_000 };
const ME = { body: meWith([...CAMPAIGN_ACTIONS_ALL, ...STATISTICS_ACTIONS]) };

const test = (extra: Partial<AbTestResults> = {}): AbTestResults => ({
  variable: 'CONTENT',
  metric: 'CLICK_RATE',
  winnerMode: 'MANUAL',
  testShare: 20,
  waitHours: 4,
  variants: [
    { key: 'A', subject: 'Het nieuws' },
    { key: 'B', subject: 'Mis dit niet' },
  ],
  started: true,
  testSize: 200,
  restSize: 800,
  released: ['A', 'B'],
  decisionAt: '2026-11-25T13:00:00.000Z',
  results: abResults(
    [
      { key: 'A', sent: 100, uniqueOpens: 30, uniqueClicks: 5 },
      { key: 'B', sent: 100, uniqueOpens: 40, uniqueClicks: 15 },
    ],
    'CLICK_RATE',
  ),
  winner: null,
  reason: null,
  decidedAt: null,
  decidedBy: null,
  restAt: null,
  restReleased: false,
  canChoose: true,
  ...extra,
});

describe('an A/B campaign’s results', () => {
  it('shows each variant’s rates and confidence, and sends the hand-picked winner after asking', async () => {
    let chosen = false;
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns/c1': {
        body: { data: campaign({ type: 'AB', status: 'PENDING', startedAt: '2026-11-25T09:00:00Z' }) },
      },
      'GET /api/campaigns/c1/progress': { body: { data: null } },
      'GET /api/campaigns/c1/statistics': { body: { data: statistics() } },
      'GET /api/campaigns/c1/ab-results': () => ({
        body: {
          data: chosen
            ? test({
                winner: 'B',
                decidedBy: 'MANUAL',
                canChoose: false,
                restReleased: true,
                reason: {
                  code: 'manual',
                  metric: 'CLICK_RATE',
                  rate: 0.15,
                  runnerUp: 'A',
                  runnerUpRate: 0.05,
                  confidence: 0.98,
                  significant: true,
                },
              })
            : test(),
        },
      }),
      'POST /api/campaigns/c1/ab-winner': () => {
        chosen = true;
        return { body: { data: test({ winner: 'B' }) } };
      },
    });
    renderConsole('/mail/campaigns/c1/show');
    const card = await screen.findByTestId('ab-results', {}, WAIT);
    expect(await within(card).findByText('200 in de test, 800 krijgen de winnaar', {}, WAIT)).toBeInTheDocument();
    const rowB = within(card).getByTestId('ab-variant-B');
    expect(rowB).toHaveTextContent('Mis dit niet');
    expect(rowB).toHaveTextContent('15%');
    expect(rowB).toHaveTextContent('Leidt');
    // A's lower click rate: the confidence that B's is really higher (two-proportion test, about 98 %).
    expect(within(card).getByTestId('ab-variant-A')).toHaveTextContent('98');

    const user = userEvent.setup();
    await user.click(within(card).getByTestId('ab-choose-B'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog')).toHaveTextContent('gaat naar de 800 ontvangers die niet in de test zaten');
    await user.click(screen.getByRole('button', { name: 'Ja, variant B wint' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
        ['/api/campaigns/c1/ab-winner', { data: { variant: 'B' } }],
      ]),
    );
    expect(await within(card).findByTestId('ab-outcome', {}, WAIT)).toHaveTextContent(
      'Winnaar: variant B (met de hand gekozen)',
    );
    expect(within(card).getByTestId('ab-outcome')).toHaveTextContent('De rest heeft variant B gekregen.');
  }, 30_000);
});
