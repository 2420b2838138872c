import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { CAMPAIGN_ACTIONS_ALL, campaign, list } from '../campaigns/testData';

afterEach(() => {
  resetErrorBus();
  forgetMe();
});

const ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'].map(
  (a) => `api::campaign-automation.campaign-automation.${a}`,
);
const TRIGGERS = ['find', 'findOne'].map((a) => `api::campaign-trigger.campaign-trigger.${a}`);
const ME = { body: meWith([...ACTIONS, ...TRIGGERS, ...CAMPAIGN_ACTIONS_ALL, 'api::profile-tag.profile-tag.find']) };
const WAIT = { timeout: 15_000 };
const SERVER_OWNED = ['firedCount', 'sentCount', 'history'];
const automation = (extra: Record<string, unknown> = {}) => ({
  id: 3,
  documentId: 'a1',
  name: 'Welkom VIP',
  event: 'TAG_ADDED',
  delayMinutes: 120,
  active: true,
  firedCount: 12,
  sentCount: 9,
  history: [],
  campaign: { id: 7, documentId: 'c1', name: 'Weekoverzicht', status: 'PENDING_NEXT_RUN' },
  tag: { id: 5, documentId: 'g1', name: 'VIP' },
  list: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-23T07:00:00.000Z',
  ...extra,
});
const tags = list([{ id: 5, documentId: 'g1', name: 'VIP', kind: 'INTEREST' }]);

describe('/mail/triggers/automations', () => {
  it('lists automations with event, delay, campaign and counters beside the schedules tab; explains an empty list', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/campaign-automations': list([automation()]) });
    const first = renderConsole('/mail/triggers/automations');
    const row = (await screen.findByText('Welkom VIP', {}, WAIT)).closest('tr')!;
    expect(within(row).getByText('Krijgt de tag “VIP”')).toBeInTheDocument();
    expect(within(row).getByText('2 uur later')).toBeInTheDocument();
    expect(within(row).getByText('Weekoverzicht')).toBeInTheDocument();
    expect(within(row).getByTestId('automation-active')).toHaveTextContent('Aan');
    expect(within(row).getByText('9')).toBeInTheDocument();
    expect(screen.getByTestId('trigger-tab-schedules')).toHaveAttribute('href', '/mail/triggers');
    expect(screen.getByTestId('trigger-tab-automations')).toHaveAttribute('aria-selected', 'true');
    expect(calls.find((c) => c.url.startsWith('/api/campaign-automations'))!.url).toContain('populate[0]=campaign');
    first.unmount();
    forgetMe();
    mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/campaign-automations': list([]) });
    renderConsole('/mail/triggers/automations');
    expect(await screen.findByTestId('automations-empty', {}, WAIT)).toHaveTextContent(
      /Nog geen automatiseringen.*krijgt een tag/,
    );
  });

  it('asks for the tag only when the event needs one, says the delay in words, and explains a refused campaign', async () => {
    let posts = 0;
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns': list([campaign()]),
      'GET /api/profile-tags': tags,
      'GET /api/campaign-automations': list([automation()]),
      // The first save finds the campaign without a template; the second one is taken.
      'POST /api/campaign-automations': () =>
        ++posts === 1
          ? {
              status: 422,
              body: {
                error: {
                  status: 422,
                  name: 'UnprocessableEntityError',
                  message: 'An e-mail campaign needs a template.',
                  details: { code: 'template_required' },
                },
              },
            }
          : { status: 201, body: { data: automation() } },
    });
    renderConsole('/mail/triggers/automations/create');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Naam/, {}, WAIT);
    expect(screen.queryByRole('combobox', { name: /Tag/ })).toBeNull(); // "Wordt aangemaakt" needs none
    fireEvent.change(name, { target: { value: 'Welkom VIP' } });
    await user.click(screen.getByRole('combobox', { name: /Wanneer/ }));
    await user.click(await screen.findByRole('option', { name: 'Krijgt een tag' }, WAIT));
    await user.click(await screen.findByRole('combobox', { name: /Tag/ }, WAIT));
    await user.click(await screen.findByText('VIP', {}, WAIT));
    const delay = screen.getByLabelText(/Vertraging/);
    fireEvent.change(delay, { target: { value: '120' } });
    expect(screen.getByTestId('automation-delay-words')).toHaveTextContent('2 uur later');
    await user.click(screen.getByRole('combobox', { name: /Campagne/ }));
    await user.click(await screen.findByText('Weekoverzicht', {}, WAIT));
    const lookup = calls.find((c) => c.url.startsWith('/api/campaigns'))!;
    expect(decodeURIComponent(lookup.url)).toContain('filters[status][$in][0]=OPEN');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);
    const body = calls.find((c) => c.method === 'POST')!.body as { data: Record<string, unknown> };
    expect(body.data).toEqual({
      name: 'Welkom VIP',
      event: 'TAG_ADDED',
      tag: 'g1',
      delayMinutes: 120,
      campaign: 'c1',
      active: true,
    });
    expect(
      await screen.findByText('De campagne heeft nog geen e-mailsjabloon: kies er een in de campagne.', {}, WAIT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(posts).toBe(2), WAIT);
  }, 40_000);

  it('edits without sending the counters back, shows them, and clears the tag of another event', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaign-automations/a1': { body: { data: automation() } },
      'GET /api/campaigns': list([campaign({ status: 'PENDING_NEXT_RUN' })]),
      'GET /api/profile-tags': tags,
      'PUT /api/campaign-automations/a1': { body: { data: automation({ event: 'ORDER_PAID' }) } },
      'GET /api/campaign-automations': list([automation()]),
    });
    renderConsole('/mail/triggers/automations/a1');
    expect(await screen.findByTestId('automation-counters', {}, WAIT)).toHaveTextContent('Gestart: 12 · Verstuurd: 9');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /Wanneer/ }));
    await user.click(await screen.findByRole('option', { name: 'Betaalt een bestelling' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), WAIT);
    const { data } = calls.find((c) => c.method === 'PUT')!.body as { data: Record<string, unknown> };
    expect(data).toMatchObject({ event: 'ORDER_PAID', tag: null, campaign: 'c1', delayMinutes: 120 });
    expect(Object.keys(data).filter((key) => SERVER_OWNED.includes(key) || key === 'expanded')).toEqual([]);
  }, 40_000);
});
