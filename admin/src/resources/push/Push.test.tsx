import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { browserOf, hostOf } from './device';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ACTIONS = ['find', 'findOne', 'delete', 'test', 'overview'].map(
  (a) => `api::push-subscription.push-subscription.${a}`,
);
const TIMEOUT = { timeout: 15_000 };
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const OVERVIEW = {
  'GET /api/push/overview': {
    body: { data: { devices: 1234, withProfile: 2, addedLast7Days: 1, removedLast30Days: 3, failing: 0 } },
  },
};
const device = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  documentId: 'd5',
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  language: 'nl',
  hasProfile: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSuccessAt: null,
  failureCount: 0,
  profile: { id: 3, documentId: 'p3', firstName: 'Anna', lastName: 'de Vries', email: 'anna@example.com' },
  ...extra,
});

describe('/push', () => {
  it('shows the counts and the devices: push service, profile link, browser', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...OVERVIEW,
      'GET /api/push-subscriptions': list([
        device(),
        device({ id: 6, documentId: 'd6', profile: null, hasProfile: false }),
      ]),
    });
    renderConsole('/push');
    await waitFor(() => expect(screen.getByTestId('push-count-devices')).toHaveTextContent('1.234'), TIMEOUT);
    expect(screen.getByTestId('push-counts')).toHaveTextContent('Verwijderd als onbereikbaar in 30 dagen');
    const link = await screen.findByRole('link', { name: 'Anna de Vries' }, TIMEOUT);
    expect(link).toHaveAttribute('href', '/users/p3');
    const row = link.closest('tr')!;
    expect(within(row).getByText('updates.push.services.mozilla.com')).toBeInTheDocument();
    expect(within(row).getByText('Firefox · Linux')).toBeInTheDocument();
    expect(screen.getByText('Anoniem')).toBeInTheDocument();
    const read = calls.find((c) => c.url.startsWith('/api/push-subscriptions?'))!.url;
    expect(read).toContain('sort[0]=createdAt:desc');
    expect(read).toContain('populate[0]=profile');
  });

  it('sends a test push and says the push service’s answer in words; a gone device leaves the list', async () => {
    let gone = false;
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...OVERVIEW,
      'GET /api/push-subscriptions': () => list(gone ? [] : [device()]),
      'POST /api/push-subscriptions/d5/test': (call) => {
        gone = (call.body as { title: string }).title === 'Weg';
        return { body: { data: gone ? { result: 'gone', status: 410 } : { result: 'delivered', status: 201 } } };
      },
    });
    renderConsole('/push');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('push-test-d5', {}, TIMEOUT));
    const title = await screen.findByTestId('push-test-title');
    expect(title).toHaveValue('Testmelding');
    await user.type(screen.getByTestId('push-test-body'), 'Het werkt');
    await user.type(screen.getByTestId('push-test-url'), 'https://krant.nl/a');
    await user.click(screen.getByTestId('push-test-send'));
    expect(await screen.findByTestId('push-test-result')).toHaveTextContent('Afgeleverd bij de pushdienst (201).');
    expect(calls.find((c) => c.url === '/api/push-subscriptions/d5/test')?.body).toEqual({
      title: 'Testmelding',
      body: 'Het werkt',
      url: 'https://krant.nl/a',
    });
    await user.clear(title);
    await user.type(title, 'Weg');
    await user.click(screen.getByTestId('push-test-send'));
    expect(await screen.findByTestId('push-test-result')).toHaveTextContent('het token is mogelijk verlopen');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(await screen.findByTestId('push-empty', {}, TIMEOUT)).toBeInTheDocument();
  });

  it('shows a refused test message in words', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...OVERVIEW,
      'GET /api/push-subscriptions': list([device()]),
      'POST /api/push-subscriptions/d5/test': {
        status: 400,
        body: { error: { status: 400, name: 'ValidationError', message: 'x', details: { code: 'push_url_invalid' } } },
      },
    });
    renderConsole('/push');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('push-test-d5', {}, TIMEOUT));
    await user.click(await screen.findByTestId('push-test-send'));
    expect(await screen.findByTestId('push-test-refused')).toHaveTextContent('De link moet beginnen met https://');
  });

  it('deletes a device after asking', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...OVERVIEW,
      'GET /api/push-subscriptions': list([device()]),
      'DELETE /api/push-subscriptions/d5': { status: 204 },
    });
    renderConsole('/push');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('push-delete-d5', {}, TIMEOUT));
    expect(await screen.findByText('Dit apparaat verwijderen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('explains how websites register browsers when there is no device, with the snippet', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(['api::push-subscription.push-subscription.find']) },
      ...OVERVIEW,
      'GET /api/push-subscriptions': list([]),
    });
    renderConsole('/push');
    expect(await screen.findByTestId('push-empty', {}, TIMEOUT)).toHaveTextContent('Nog geen apparaten');
    const snippet = screen.getByTestId('push-snippet').textContent!;
    expect(snippet).toContain('/api/push/public-key');
    expect(snippet).toContain('/api/push/subscriptions');
    expect(snippet).toContain('applicationServerKey: data.publicKey');
  });

  it('offers no test or delete without those actions, and says a profile is linked without naming it', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(['api::push-subscription.push-subscription.find']) },
      ...OVERVIEW,
      'GET /api/push-subscriptions': list([device({ profile: undefined })]),
    });
    renderConsole('/push');
    await screen.findByText('Gekoppeld aan een profiel', {}, TIMEOUT);
    expect(screen.queryByTestId('push-test-d5')).toBeNull();
    expect(screen.queryByTestId('push-delete-d5')).toBeNull();
  });
});

describe('device texts', () => {
  it('names the push service and the browser', () => {
    expect(hostOf('https://fcm.googleapis.com/fcm/send/x')).toBe('fcm.googleapis.com');
    expect(hostOf('nonsense')).toBe('');
    expect(
      browserOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toBe('Safari · macOS');
    expect(
      browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toBe('Edge · Windows');
    expect(browserOf('curl/8')).toBe('curl/8');
  });
});
