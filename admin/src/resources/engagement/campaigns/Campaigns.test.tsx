import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { tabOf, withTab } from './list/campaignTabs';
import { possibleActions } from './show/campaignActions';
import { campaign, CAMPAIGN_ACTIONS_ALL, list, STATISTICS_ACTIONS } from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const WAIT = { timeout: 15_000 };
const ME = { body: meWith([...CAMPAIGN_ACTIONS_ALL, ...STATISTICS_ACTIONS]) };
const campaignLists = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/campaigns?')).map((c) => decodeURIComponent(c.url));
// The segment and template pickers: their resources belong to other screens.
const PICKERS = {
  'GET /api/segments': list([{ id: 1, documentId: 's1', name: 'Alle lezers' }]),
  'GET /api/mail/segments': list([{ id: 1, documentId: 's1', name: 'Alle lezers' }]),
  'GET /api/email-templates': list([{ id: 2, documentId: 't1', name: 'Nieuwsbrief' }]),
  'GET /api/mail/emailtemplates': list([{ id: 2, documentId: 't1', name: 'Nieuwsbrief' }]),
};

describe('status tabs and actions (pure)', () => {
  it('maps each tab to its statuses and a status back to its tab', () => {
    expect(withTab({ q: 'week' }, 'sending')).toEqual({
      q: 'week',
      status: ['IMMEDIATE', 'PREPARING', 'EXECUTING', 'PAUSED', 'PENDING', 'RUNNING'],
    });
    expect(tabOf(['SCHEDULED', 'PENDING_NEXT_RUN'])).toBe('scheduled');
    // An A/B campaign waiting between its test and its rest is still sending.
    expect(tabOf('PENDING')).toBe('sending');
    expect(tabOf('COMPLETED')).toBe('sent');
    expect(tabOf(undefined)).toBe('drafts');
  });

  it('offers only the actions the status allows', () => {
    expect(possibleActions(campaign())).toEqual(['send', 'duplicate', 'test', 'edit']);
    expect(possibleActions(campaign({ schedule: 'SCHEDULED', scheduledAt: '2026-12-01T08:00:00Z' }))).toContain(
      'schedule',
    );
    expect(possibleActions(campaign({ status: 'SCHEDULED' }))).toEqual(['unschedule', 'send', 'duplicate', 'test']);
    expect(possibleActions(campaign({ status: 'EXECUTING' }))).toEqual(['pause', 'cancel', 'duplicate', 'test']);
    expect(possibleActions(campaign({ status: 'PAUSED' }))).toEqual(['resume', 'cancel', 'duplicate', 'test']);
    expect(possibleActions(campaign({ status: 'COMPLETED' }))).toEqual(['duplicate', 'test']);
  });
});

describe('/mail/campaigns list', () => {
  it('opens on the drafts and lists each tab’s statuses; an empty tab says so', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns': (call) => {
        const url = decodeURIComponent(call.url);
        if (url.includes('pagination[pageSize]=1&')) return list([campaign()], 3);
        if (url.includes('=SCHEDULED')) return list([]);
        if (url.includes('=EXECUTING'))
          return list([campaign({ documentId: 'c2', name: 'Breaking', status: 'EXECUTING' })]);
        return list([campaign()]);
      },
    });
    renderConsole('/mail/campaigns');
    const row = (await screen.findByText('Weekoverzicht', {}, WAIT)).closest('tr')!;
    expect(within(row).getByText('Concept')).toBeInTheDocument();
    expect(campaignLists(calls)[0]).toContain('filters[status][$in][0]=OPEN&filters[status][$in][1]=INVALID');

    const user = userEvent.setup();
    await user.click(screen.getByTestId('campaign-tab-sending'));
    expect(await screen.findByText('Breaking', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Wordt verzonden')).toBeInTheDocument();

    await user.click(screen.getByTestId('campaign-tab-scheduled'));
    expect(await screen.findByTestId('campaigns-no-match', {}, WAIT)).toHaveTextContent('Niets gepland');
    expect(campaignLists(calls).some((url) => url.includes('[$in][0]=SCHEDULED'))).toBe(true);
  }, 30_000);

  it('offers delete on a draft, asking first', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns/c1': { body: { data: campaign() } },
      'DELETE /api/campaigns/c1': { status: 204 },
      'GET /api/campaigns': list([]),
    });
    renderConsole('/mail/campaigns/c1/show');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('campaign-action-delete', {}, WAIT));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Bevestigen' }, WAIT));
    await screen.findByTestId('campaigns-empty', {}, WAIT);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/campaigns/c1']);
  }, 30_000);

  it('explains what a campaign is when there is none at all', async () => {
    mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/campaigns': list([]) });
    renderConsole('/mail/campaigns');
    expect(await screen.findByTestId('campaigns-empty', {}, WAIT)).toHaveTextContent('Nog geen campagnes');
  }, 30_000);
});

describe('the campaign form', () => {
  it('keeps the input and shows a refused sender domain in Dutch, at the address', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      ...PICKERS,
      'POST /api/campaigns': {
        status: 422,
        body: {
          error: {
            status: 422,
            name: 'UnprocessableEntityError',
            message: 'The sender e-mail must end with an approved domain.',
            details: { code: 'sender_domain', domains: 'example.com, example.nl' },
          },
        },
      },
    });
    renderConsole('/mail/campaigns/create');
    const name = await screen.findByLabelText(/^Naam\s*\*?$/, {}, WAIT);
    fireEvent.change(name, { target: { value: 'Zomereditie' } });
    fireEvent.change(screen.getByLabelText(/^E-mailadres afzender/), { target: { value: 'nieuws@elders.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    const refusal = await screen.findByTestId('campaign-refusal', {}, WAIT);
    expect(refusal).toHaveTextContent(
      'Het e-mailadres van de afzender moet eindigen op een goedgekeurd afzenderdomein (zie de engagement-instellingen): example.com, example.nl.',
    );
    expect(screen.getByLabelText(/^Naam\s*\*?$/)).toHaveValue('Zomereditie');
    expect(screen.getByLabelText(/^E-mailadres afzender/)).toHaveAttribute('aria-invalid', 'true');
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/campaigns')!;
    expect(post.body).toMatchObject({
      data: { name: 'Zomereditie', fromEmail: 'nieuws@elders.com', schedule: 'IMMEDIATE' },
    });
    expect(JSON.stringify(post.body)).not.toContain('status');
  }, 30_000);
});
