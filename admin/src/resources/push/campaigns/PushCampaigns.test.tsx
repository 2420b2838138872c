import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { campaign, CAMPAIGN_ACTIONS_ALL, list } from '../../engagement/campaigns/testData';
import { testMessageOf } from './PushCampaignTestButton';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const WAIT = { timeout: 15_000 };
const PUSH_ACTIONS = ['find', 'test', 'overview', 'campaignResults'].map(
  (a) => `api::push-subscription.push-subscription.${a}`,
);
const ME = { body: meWith([...CAMPAIGN_ACTIONS_ALL, ...PUSH_ACTIONS]) };
const SEGMENTS = {
  'GET /api/segments': list([{ id: 1, documentId: 's1', name: 'Alle lezers' }]),
  'GET /api/mail/segments': list([{ id: 1, documentId: 's1', name: 'Alle lezers' }]),
};
const pushCampaign = (extra: Record<string, unknown> = {}) =>
  campaign({
    channel: 'PUSH',
    name: 'Breaking push',
    subject: null,
    template: null,
    fromEmail: null,
    pushTitle: 'Breaking',
    pushBody: 'Lees het laatste nieuws',
    pushUrl: 'https://krant.nl/a',
    ...extra,
  });
const campaignReads = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/campaigns?')).map((c) => decodeURIComponent(c.url));

describe('/push/campaigns list', () => {
  it('lists only push campaigns, on the drafts tab, with their title', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/campaigns': list([pushCampaign()]) });
    renderConsole('/push/campaigns');
    expect(await screen.findByText('Breaking push', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Breaking')).toBeInTheDocument();
    const read = campaignReads(calls)[0];
    expect(read).toContain('filters[channel][$eq]=PUSH');
    expect(read).toContain('filters[status][$in][0]=OPEN');
    expect(read).toContain('sort[0]=updatedAt:desc');
  }, 30_000);

  it('explains what a push campaign is when there is none', async () => {
    mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/campaigns': list([]) });
    renderConsole('/push/campaigns');
    expect(await screen.findByTestId('push-campaigns-empty', {}, WAIT)).toHaveTextContent('Nog geen pushcampagnes');
  }, 30_000);
});

describe('the push campaign form', () => {
  it('has title, text, link and image with a live preview, and creates a campaign with channel PUSH', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      ...SEGMENTS,
      'POST /api/campaigns': { status: 201, body: { data: pushCampaign({ documentId: 'c9', id: 9 }) } },
      'GET /api/campaigns/c9': { body: { data: pushCampaign({ documentId: 'c9', id: 9 }) } },
      'GET /api/push/campaigns/c9/results': { body: { data: {} } },
    });
    renderConsole('/push/campaigns/create');
    const name = await screen.findByLabelText(/^Naam\s*\*?$/, {}, WAIT);
    // The channel is fixed: no choice between e-mail, SMS and push.
    expect(screen.queryByText('Pushbericht')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^E-mailadres afzender/)).not.toBeInTheDocument();
    expect(screen.getByTestId('push-preview-title')).toHaveTextContent('Titel van de melding');
    fireEvent.change(name, { target: { value: 'Verkiezingen' } });
    fireEvent.change(screen.getByTestId('push-title'), { target: { value: 'Uitslag binnen' } });
    fireEvent.change(screen.getByTestId('push-body'), { target: { value: 'Bekijk de uitslagen per gemeente' } });
    fireEvent.change(screen.getByTestId('push-url'), { target: { value: 'http://krant.nl/uitslag' } });
    expect(screen.getByTestId('push-preview-title')).toHaveTextContent('Uitslag binnen');
    expect(screen.getByTestId('push-preview-body')).toHaveTextContent('Bekijk de uitslagen per gemeente');
    expect(screen.getByTestId('push-preview-host')).toHaveTextContent('krant.nl');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('De link moet beginnen met https://.', {}, WAIT)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('push-url'), { target: { value: 'https://krant.nl/uitslag' } });
    fireEvent.change(screen.getByTestId('push-image'), { target: { value: '/uploads/kaart.png' } });
    await waitFor(() => expect(screen.queryByText('De link moet beginnen met https://.')).toBeNull(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), WAIT);
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/campaigns')!;
    expect(post.body).toMatchObject({
      data: {
        name: 'Verkiezingen',
        channel: 'PUSH',
        pushTitle: 'Uitslag binnen',
        pushBody: 'Bekijk de uitslagen per gemeente',
        pushUrl: 'https://krant.nl/uitslag',
        pushImage: '/uploads/kaart.png',
      },
    });
  }, 30_000);

  it('fills the image with a file picked from the file manager, by its own /uploads address', async () => {
    const map = { id: 7, filename: 'kaart.png', type: 'image/png', src: '/uploads/kaart_5c.png', ext: 'png' };
    mockFetchRoutes({
      'GET /api/me': ME,
      ...SEGMENTS,
      'GET /api/file-manager/list': {
        body: {
          data: { path: 'public/', folders: [], files: [{ ...map, size: 900, width: 64, height: 64, createdAt: '' }] },
          meta: { pagination: { page: 1, pageSize: 50, total: 1, pageCount: 1 } },
        },
      },
    });
    renderConsole('/push/campaigns/create');
    fireEvent.click(await screen.findByTestId('media-pushImage-pick', {}, WAIT));
    const picker = await screen.findByTestId('file-picker', {}, WAIT);
    fireEvent.click(await within(picker).findByRole('button', { name: 'kaart.png' }, WAIT));
    await waitFor(() => expect(screen.getByTestId('push-image')).toHaveValue('/uploads/kaart_5c.png'), WAIT);
    expect(screen.getByTestId('push-preview').querySelector('img')).toHaveAttribute('src', '/uploads/kaart_5c.png');
  }, 30_000);

  it('puts a refused title at the title input', async () => {
    mockFetchRoutes({
      'GET /api/me': ME,
      ...SEGMENTS,
      'POST /api/campaigns': {
        status: 422,
        body: {
          error: {
            status: 422,
            name: 'UnprocessableEntityError',
            message: 'A push campaign needs a title.',
            details: { code: 'push_title_required' },
          },
        },
      },
    });
    renderConsole('/push/campaigns/create');
    fireEvent.change(await screen.findByLabelText(/^Naam\s*\*?$/, {}, WAIT), { target: { value: 'X' } });
    fireEvent.change(screen.getByTestId('push-title'), { target: { value: 'T' } });
    fireEvent.change(screen.getByTestId('push-body'), { target: { value: 'B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByTestId('campaign-refusal', {}, WAIT)).toHaveTextContent(
      'Een pushcampagne heeft een titel nodig.',
    );
    expect(screen.getByTestId('push-title')).toHaveAttribute('aria-invalid', 'true');
  }, 30_000);
});

describe('a push campaign’s page', () => {
  it('shows the message, the campaign actions and sent, delivered and clicked', async () => {
    mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/campaigns/c1': {
        body: { data: pushCampaign({ status: 'COMPLETED', startedAt: '2026-11-20T10:00:00Z', recipientCount: 4 }) },
      },
      'GET /api/push/campaigns/c1/results': {
        body: {
          data: { recipients: 4, sent: 4, delivered: 3, clicked: 1, clicks: 2, removed: 1, failed: 0, pending: 0 },
        },
      },
    });
    renderConsole('/push/campaigns/c1/show');
    await waitFor(() => expect(screen.getByTestId('push-results-delivered')).toHaveTextContent('3'), WAIT);
    expect(screen.getByTestId('push-results-sent')).toHaveTextContent('4');
    expect(screen.getByTestId('push-results-clicked')).toHaveTextContent('1');
    expect(screen.getByTestId('push-results')).toHaveTextContent('Afgeleverd (75%)');
    expect(screen.getByTestId('push-preview-title')).toHaveTextContent('Breaking');
    expect(screen.getByTestId('campaign-action-duplicate')).toBeInTheDocument();
    // The e-mail test send is not offered; the push test is.
    expect(screen.queryByTestId('campaign-action-test')).not.toBeInTheDocument();
    expect(screen.getByTestId('push-campaign-test')).toBeInTheDocument();
  }, 30_000);

  it('sends a test push with the campaign’s message, a media library image made absolute', () => {
    expect(
      testMessageOf(
        { pushTitle: 'T', pushBody: '', pushUrl: 'https://k.nl/a', pushImage: '/uploads/b.png' },
        'https://cms.k.nl',
      ),
    ).toEqual({ title: 'T', url: 'https://k.nl/a', image: 'https://cms.k.nl/uploads/b.png' });
  });
});

describe('/push with push campaigns', () => {
  it('shows the campaigns by state, their results together and the latest with theirs', async () => {
    const results = {
      recipients: 12,
      sent: 12,
      delivered: 11,
      clicked: 4,
      clicks: 5,
      removed: 1,
      failed: 0,
      pending: 0,
    };
    mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/push/overview': {
        body: {
          data: {
            devices: 0,
            withProfile: 0,
            addedLast7Days: 0,
            removedLast30Days: 1,
            failing: 0,
            campaigns: { total: 2, drafts: 1, scheduled: 0, sending: 0, completed: 1 },
            results,
            latest: [
              {
                documentId: 'c1',
                name: 'Push: uitslag',
                status: 'COMPLETED',
                completedAt: '2026-11-26T10:00:00Z',
                ...results,
              },
            ],
          },
        },
      },
      'GET /api/push-subscriptions': list([]),
    });
    renderConsole('/push');
    const latest = await screen.findByTestId('push-latest-campaigns', {}, WAIT);
    expect(latest).toHaveTextContent('Push: uitslag');
    expect(screen.getByRole('link', { name: 'Push: uitslag' })).toHaveAttribute('href', '/push/campaigns/c1/show');
    expect(screen.getByTestId('push-overview-results-delivered')).toHaveTextContent('11');
    expect(screen.getByTestId('push-campaign-counts')).toHaveTextContent('Campagnes: 2');
  }, 30_000);
});
