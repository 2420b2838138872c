import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { campaign, CAMPAIGN_ACTIONS_ALL, list, statistics, STATISTICS_ACTIONS } from '../testData';
import { legacyFilter } from './legacyFilter';
import { withoutOpenPixel } from './LegacyCampaignShow';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const WAIT = { timeout: 15_000 };
const ME = { body: meWith([...CAMPAIGN_ACTIONS_ALL, ...STATISTICS_ACTIONS]) };
const SENT_HTML =
  '<html><body><p>Hallo Lezer</p><script>alert(1)</script>' +
  '<img src="https://krant.nl/api/engagement/open/open.7-1.abc.gif" width="1" height="1" alt=""></body></html>';

describe('/mail/legacy/campaigns', () => {
  it('lists completed campaigns older than the configured age', async () => {
    expect(legacyFilter(180, Date.UTC(2026, 10, 25))).toEqual({
      status: 'COMPLETED',
      completedAt_lt: '2026-05-29T00:00:00.000Z',
    });
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns': list([
        campaign({ status: 'COMPLETED', name: 'Voorjaar', completedAt: '2026-03-01T10:00:00Z' }),
      ]),
    });
    renderConsole('/mail/legacy/campaigns');
    expect(await screen.findByText('Voorjaar', {}, WAIT)).toBeInTheDocument();
    const url = decodeURIComponent(calls.find((c) => c.url.startsWith('/api/campaigns?'))!.url);
    expect(url).toContain('filters[status][$eq]=COMPLETED');
    expect(url).toMatch(/filters\[completedAt\]\[\$lt\]=\d{4}-/);
  }, 30_000);

  it('shows the message as sent in a sandboxed frame, without its open pixel, and no actions', async () => {
    expect(withoutOpenPixel(SENT_HTML)).not.toContain('/api/engagement/open/');
    mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns/c1': {
        body: { data: campaign({ status: 'COMPLETED', completedAt: '2026-03-01T10:00:00Z', sentHtml: SENT_HTML }) },
      },
      'GET /api/campaigns/c1/statistics': { body: { data: statistics() } },
    });
    renderConsole('/mail/legacy/campaigns/c1/show');
    const frame = await screen.findByTestId('legacy-sent-html', {}, WAIT);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Hallo Lezer');
    expect(frame.getAttribute('srcdoc')).not.toContain('/api/engagement/open/');
    expect(await screen.findByTestId('campaign-figures', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('campaign-actions')).toBeNull();
  }, 30_000);
});
