import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const crud = (api: string) => ['find', 'findOne', 'create', 'update', 'delete'].map((a) => `api::${api}.${api}.${a}`);
const ACTIONS = [...crud('event'), ...crud('event-category'), ...crud('event-session'), ...crud('partner')];
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const event = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'e1',
  title: 'Mediacongres',
  slug: 'mediacongres',
  location: 'Den Haag',
  beginsAt: '2027-03-01T08:00:00.000Z',
  endsAt: '2027-03-01T16:00:00.000Z',
  published: true,
  sendConfirmation: true,
  automaticInvoice: false,
  categories: [{ id: 2, documentId: 'c2', name: 'Congressen' }],
  partners: [],
  tags: [],
  form: null,
  cover: null,
  blocks: [
    {
      type: 'PROGRAM',
      title: 'Programma',
      items: [{ title: 'Keynote', sessions: ['s1'], speakers: [{ name: 'Anna', function: 'CEO' }], fields: [] }],
    },
  ],
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const session = {
  id: 5,
  documentId: 's1',
  title: 'Ochtend',
  beginsAt: '2027-03-01T08:00:00.000Z',
  endsAt: '2027-03-01T11:00:00.000Z',
  capacity: 40,
};
const LOOKUPS = {
  'GET /api/event-categories': list([{ id: 2, documentId: 'c2', name: 'Congressen' }]),
  'GET /api/partners': list([]),
  'GET /api/tags': list([]),
  'GET /api/forms': list([]),
  'GET /api/event-sessions': list([session]),
  'GET /api/products': list([]),
};

describe('/events', () => {
  it('lists events with their categories, sorted by their start; "upcoming" filters on the end', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...LOOKUPS,
      'GET /api/events': list([event()]),
    });
    renderConsole('/events');
    const row = (await screen.findByText('Mediacongres')).closest('tr')!;
    expect(within(row).getByText('Congressen')).toBeInTheDocument();
    const first = calls.find((c) => c.url.startsWith('/api/events?'))!.url;
    expect(first).toContain('populate[0]=categories');
    expect(first).toContain('sort[0]=beginsAt:desc');
    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('events-when').parentElement!).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Komend' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/events?') && c.url.includes('filters[endsAt][$gte]='))).toBe(
        true,
      ),
    );
  });

  it('explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, ...LOOKUPS, 'GET /api/events': list([]) });
    renderConsole('/events');
    expect(await screen.findByTestId('events-empty')).toHaveTextContent('Nog geen evenementen');
  });
});

describe('the programme editor', () => {
  it('shows blocks and items with their sessions and speakers, adds a block, and puts the server’s codes on the fields', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...LOOKUPS,
      'GET /api/events/e1': { body: { data: event() } },
      'GET /api/file-manager/list': {
        body: {
          data: {
            path: 'public/',
            folders: [],
            files: [{ id: 3, filename: 'zaal.png', type: 'image/png', src: '/uploads/zaal_1b.png', ext: 'png' }],
          },
          meta: { pagination: { page: 1, pageSize: 50, total: 1, pageCount: 1 } },
        },
      },
      'PUT /api/events/e1': {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'blocks.0.items.0.title is too long.',
            details: {
              errors: [
                {
                  path: ['blocks', 0, 'items', 0, 'title'],
                  code: 'maxLength',
                  message: 'too long',
                  params: { max: 200 },
                },
              ],
            },
          },
        },
      },
    });
    renderConsole('/events/e1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Programma' }));
    expect(await screen.findByDisplayValue('Keynote')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Anna')).toBeInTheDocument();
    expect((await screen.findAllByText('Ochtend')).length).toBeGreaterThan(0);
    const blocks = screen.getByTestId('event-blocks');
    const addButtons = within(blocks).getAllByRole('button', { name: /toevoegen/i });
    await user.click(addButtons[addButtons.length - 1]);
    await user.type(screen.getByDisplayValue('Keynote'), '!');
    // An item's image (an http(s) address) can be picked from the file manager too.
    await user.click(screen.getByTestId('media-blocks.0.items.0.image-pick'));
    await user.click(await within(await screen.findByTestId('file-picker')).findByRole('button', { name: 'zaal.png' }));
    const image = `${window.location.origin}/uploads/zaal_1b.png`;
    await waitFor(() => expect(screen.getByDisplayValue(image)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as { data: { blocks: unknown[] } };
    expect(put.data.blocks).toHaveLength(2);
    expect(put.data.blocks[0]).toMatchObject({
      type: 'PROGRAM',
      items: [{ title: 'Keynote!', sessions: ['s1'], image }],
    });
    expect(await screen.findByText('Mag hoogstens 200 tekens lang zijn')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Keynote!')).toBeInTheDocument();
  }, 60_000);
});

describe('the sessions tab', () => {
  it('lists the event’s sessions and deletes one after confirmation', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      ...LOOKUPS,
      'GET /api/events/e1': { body: { data: event() } },
      'DELETE /api/event-sessions/s1': { status: 204 },
    });
    renderConsole('/events/e1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Sessies' }));
    const table = await screen.findByTestId('event-sessions');
    expect(within(table).getByText('Ochtend')).toBeInTheDocument();
    expect(within(table).getByText('40')).toBeInTheDocument();
    expect(calls.find((c) => c.url.startsWith('/api/event-sessions?'))!.url).toContain(
      'filters[event][documentId][$eq]=e1',
    );
    await user.click(within(table).getByTestId('session-delete-s1'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: /bevestig/i }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/event-sessions/s1')).toBe(true),
    );
  }, 60_000);
});
