import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { CAMPAIGN_ACTIONS_ALL, campaign, list } from '../campaigns/testData';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const TRIGGER_ACTIONS = ['find', 'findOne', 'create', 'update', 'delete', 'runNow'].map(
  (a) => `api::campaign-trigger.campaign-trigger.${a}`,
);
const ME = { body: meWith([...TRIGGER_ACTIONS, ...CAMPAIGN_ACTIONS_ALL]) };
const WAIT = { timeout: 15_000 };
/** A Wednesday morning in Amsterdam (10:00 UTC = 11:00 CET). */
const NOW = new Date('2026-11-25T10:00:00.000Z');
const fakeNow = () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
};

const SERVER_OWNED = ['nextRunAt', 'lastRunAt', 'runCount', 'history'];
const trigger = (extra: Record<string, unknown> = {}) => ({
  id: 4,
  documentId: 't1',
  name: 'Maandagbrief',
  cron: '0 8 * * 1',
  executeOnce: false,
  active: true,
  nextRunAt: '2026-11-30T07:00:00.000Z',
  lastRunAt: '2026-11-23T07:00:00.000Z',
  runCount: 3,
  history: [
    { at: '2026-11-01T09:00:00.000Z', by: { id: 1, name: 'editor' }, action: 'create', note: '0 8 * * 1' },
    {
      at: '2026-11-16T07:00:00.000Z',
      by: { id: null, name: 'system' },
      action: 'skipped',
      note: 'Choose a segment: a campaign is sent to the profiles of a segment.',
      code: 'segment_required',
    },
  ],
  campaign: { id: 7, documentId: 'c1', name: 'Weekoverzicht', status: 'PENDING_NEXT_RUN' },
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-23T07:00:00.000Z',
  ...extra,
});
const MONDAYS = [
  'maandag 30 november 2026 om 08:00',
  'maandag 7 december 2026 om 08:00',
  'maandag 14 december 2026 om 08:00',
  'maandag 21 december 2026 om 08:00',
  'maandag 28 december 2026 om 08:00',
];

describe('/mail/triggers', () => {
  it('lists triggers with campaign, schedule in words, on/off and runs, and explains an empty list', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/campaign-triggers': list([trigger()]) });
    const first = renderConsole('/mail/triggers');
    const row = (await screen.findByText('Maandagbrief', {}, WAIT)).closest('tr')!;
    expect(within(row).getByText('Weekoverzicht')).toBeInTheDocument();
    expect(within(row).getByText('Om 08:00 op maandag')).toBeInTheDocument();
    expect(within(row).getByTestId('trigger-active')).toHaveTextContent('Aan');
    expect(calls.find((c) => c.url.startsWith('/api/campaign-triggers'))!.url).toContain('populate[0]=campaign');
    first.unmount();
    forgetMe();
    mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/campaign-triggers': list([]) });
    renderConsole('/mail/triggers');
    expect(await screen.findByTestId('triggers-empty', {}, WAIT)).toHaveTextContent(
      /Nog geen triggers.*Een trigger verstuurt een campagne automatisch/,
    );
  });

  it('describes the schedule live with its next 5 runs, explains a wrong one, and creates with the campaign’s documentId', async () => {
    fakeNow();
    let posts = 0;
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns': list([campaign()]),
      // The first save finds the campaign not ready to send; the second one is taken.
      'POST /api/campaign-triggers': () =>
        ++posts === 1
          ? {
              status: 422,
              body: {
                error: {
                  status: 422,
                  name: 'UnprocessableEntityError',
                  message: 'Choose a segment: a campaign is sent to the profiles of a segment.',
                  details: { code: 'segment_required' },
                },
              },
            }
          : { status: 201, body: { data: trigger({ runCount: 0, history: [] }) } },
      'GET /api/campaign-triggers/t1': { body: { data: trigger() } },
    });
    renderConsole('/mail/triggers/create');
    const user = userEvent.setup();
    const cron = await screen.findByLabelText(/Schema \(cron\)/, {}, WAIT);

    fireEvent.change(cron, { target: { value: '0 8 * * 1' } });
    expect(await screen.findByTestId('cron-description')).toHaveTextContent('Om 08:00 op maandag');
    expect(screen.getAllByTestId('next-run').map((item) => item.textContent)).toEqual(MONDAYS);

    fireEvent.change(cron, { target: { value: '0 25 * * *' } });
    expect(await screen.findByTestId('cron-failure')).toHaveTextContent('Uur: Een waarde moet tussen 0 en 23 liggen.');
    expect(screen.queryByTestId('next-runs')).toBeNull();
    fireEvent.change(cron, { target: { value: '0 8 * *' } });
    expect(screen.getByTestId('cron-failure')).toHaveTextContent('Een schema heeft vijf velden');

    // A preset fills the field.
    await user.click(screen.getByTestId('cron-preset-weekdays'));
    expect(cron).toHaveValue('0 7 * * 1-5');
    expect(screen.getByTestId('cron-description')).toHaveTextContent('Om 07:00, maandag tot en met vrijdag');

    fireEvent.change(screen.getByLabelText(/Naam/), { target: { value: 'Ochtendbrief' } });
    await user.click(screen.getByRole('combobox', { name: /Campagne/ }));
    await user.click(await screen.findByText('Weekoverzicht', {}, WAIT));
    // Only drafts are offered.
    const lookup = calls.find((c) => c.url.startsWith('/api/campaigns'))!;
    expect(decodeURIComponent(lookup.url)).toContain('filters[status][$in][0]=OPEN');
    expect(decodeURIComponent(lookup.url)).toContain('filters[status][$in][1]=PENDING_NEXT_RUN');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);
    const body = calls.find((c) => c.method === 'POST')!.body as { data: Record<string, unknown> };
    expect(body.data).toEqual({
      name: 'Ochtendbrief',
      campaign: 'c1',
      cron: '0 7 * * 1-5',
      executeOnce: false,
      active: true,
    });
    // Said on the campaign input, about the campaign; what was typed stays.
    expect(
      await screen.findByText('De campagne heeft nog geen segment: kies er een in de campagne.', {}, WAIT),
    ).toBeInTheDocument();
    expect(cron).toHaveValue('0 7 * * 1-5');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByTestId('trigger-schedule', {}, WAIT)).toHaveTextContent('Om 08:00 op maandag');
    expect(posts).toBe(2);
  }, 40_000);

  it('edits without sending the server’s own fields back, the campaign as its documentId', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaign-triggers/t1': { body: { data: trigger() } },
      'GET /api/campaigns': list([campaign({ status: 'PENDING_NEXT_RUN' })]),
      'PUT /api/campaign-triggers/t1': { body: { data: trigger({ name: 'Maandagochtend' }) } },
    });
    renderConsole('/mail/triggers/t1');
    const name = await screen.findByLabelText(/Naam/, {}, WAIT);
    await waitFor(() => expect(name).toHaveValue('Maandagbrief'), WAIT);
    fireEvent.change(name, { target: { value: 'Maandagochtend' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), WAIT);
    const { data } = calls.find((c) => c.method === 'PUT')!.body as { data: Record<string, unknown> };
    expect(data).toMatchObject({ name: 'Maandagochtend', campaign: 'c1', cron: '0 8 * * 1' });
    expect(Object.keys(data).filter((key) => SERVER_OWNED.includes(key) || key === 'expanded')).toEqual([]);
  }, 40_000);

  it('shows the schedule, the next 5 runs, the runs and the history; run now asks first and explains a refusal', async () => {
    fakeNow();
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaign-triggers/t1': { body: { data: trigger() } },
      'GET /api/campaigns': list([
        campaign({
          id: 9,
          documentId: 'c9',
          name: 'Weekoverzicht · 23-11-2026 08:00',
          status: 'COMPLETED',
          sentCount: 1250,
          startedAt: '2026-11-23T07:00:05.000Z',
        }),
      ]),
      'POST /api/campaign-triggers/t1/run': {
        status: 422,
        body: {
          error: {
            status: 422,
            name: 'UnprocessableEntityError',
            message: 'Choose a segment: a campaign is sent to the profiles of a segment.',
            details: { code: 'segment_required' },
          },
        },
      },
    });
    renderConsole('/mail/triggers/t1/show');
    expect(await screen.findByTestId('trigger-schedule', {}, WAIT)).toHaveTextContent('Om 08:00 op maandag');
    expect(screen.getAllByTestId('next-run').map((item) => item.textContent)).toEqual(MONDAYS);

    // The runs: campaigns whose trigger is this one, newest first, linked.
    const link = await screen.findByTestId('trigger-run-link', {}, WAIT);
    expect(link).toHaveTextContent('Weekoverzicht · 23-11-2026 08:00');
    expect(link).toHaveAttribute('href', '/mail/campaigns/c9/show');
    const runs = decodeURIComponent(calls.find((c) => c.url.startsWith('/api/campaigns'))!.url);
    expect(runs).toContain('filters[trigger][documentId][$eq]=t1');
    expect(runs).toContain('sort[0]=createdAt:desc');

    // The history, newest first, a skipped run's reason in Dutch.
    const entries = screen.getAllByTestId('trigger-history-entry');
    expect(entries[0]).toHaveTextContent('Run overgeslagen');
    expect(entries[0]).toHaveTextContent('De campagne had geen segment.');
    expect(entries[1]).toHaveTextContent('Schema: Om 08:00 op maandag (0 8 * * 1)');

    const user = userEvent.setup();
    await user.click(await screen.findByTestId('trigger-run-now', {}, WAIT));
    expect(await screen.findByText('Nu uitvoeren?')).toBeInTheDocument();
    expect(screen.getByText(/De campagne „Weekoverzicht” wordt nu verzonden/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/run'))).toBe(false);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Nu uitvoeren' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/run'))).toBe(true), WAIT);
    expect(await screen.findByTestId('trigger-refusal', {}, WAIT)).toHaveTextContent(
      'De campagne heeft nog geen segment: kies er een in de campagne.',
    );
  }, 40_000);
});
