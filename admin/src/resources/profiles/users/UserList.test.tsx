import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { ALL_PROFILE_ACTIONS, LOOKUPS, TAGS, meWith, page, renderConsole } from './testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetErrorBus();
  forgetMe();
});

const ROWS = [
  {
    id: 1,
    documentId: 'p1',
    firstName: 'Piet',
    lastName: 'Bakker',
    email: 'piet@example.nl',
    type: 'SUBSCRIBER',
    accountStatus: 'CONFIRMED',
    blocked: false,
    tags: [TAGS[0], TAGS[2]],
    createdAt: '2025-06-26T10:00:00.000Z',
  },
  {
    id: 2,
    documentId: 'p2',
    firstName: 'Els',
    lastName: 'Smit',
    email: 'els@example.nl',
    type: 'LEAD',
    accountStatus: 'UNKNOWN',
    blocked: true,
    tags: [],
    createdAt: '2025-06-27T10:00:00.000Z',
  },
];

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/profiles?'));

const setup = (
  actions: string[] = ALL_PROFILE_ACTIONS,
  extra: Record<
    string,
    { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown })
  > = {},
) =>
  mockFetchRoutes({ 'GET /api/me': { body: meWith(actions) }, 'GET /api/profiles': page(ROWS), ...LOOKUPS, ...extra });

describe('profiles list (/users)', () => {
  it('shows name, e-mail, type, account status, tags and created, with the tags populated', async () => {
    const { calls } = setup();
    renderConsole('/users');
    const row = (await screen.findByText('Piet Bakker')).closest('tr')!;
    expect(within(row).getByText('piet@example.nl')).toBeInTheDocument();
    expect(within(row).getByText('Abonnee')).toBeInTheDocument();
    expect(within(row).getByText('Bevestigd')).toBeInTheDocument();
    expect(within(row).getByText('Premium')).toBeInTheDocument();
    expect(within(row).getByText('Sport')).toBeInTheDocument();
    expect(within(row).getByText(/26 jun 2025/)).toBeInTheDocument();
    const blocked = screen.getByText('Els Smit').closest('tr')!;
    expect(within(blocked).getByText('Geblokkeerd')).toBeInTheDocument();
    expect(listCalls(calls)[0].url).toBe(
      '/api/profiles?pagination[page]=1&pagination[pageSize]=25&sort[0]=createdAt:desc&populate[tags]=true',
    );
  });

  it('turns search, type, account status, tag and "created since" into one Strapi query, the date computed now', async () => {
    const { calls } = setup();
    const filter = encodeURIComponent(
      JSON.stringify({
        type: 'SUBSCRIBER',
        accountStatus: 'CONFIRMED',
        tags: { documentId: 't-sport' },
        newsletters: { documentId: 'n-daily' },
        createdAt_since: '1h',
      }),
    );
    renderConsole(`/users?filter=${filter}`);
    expect(await screen.findByText('Piet Bakker')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('Zoeken'), 'bak');
    await waitFor(() => expect(listCalls(calls).some((c) => c.url.includes('containsi]=bak'))).toBe(true));
    const url = decodeURIComponent(listCalls(calls).find((c) => c.url.includes('containsi]=bak'))!.url);
    expect(url).toContain('filters[type][$eq]=SUBSCRIBER');
    expect(url).toContain('filters[accountStatus][$eq]=CONFIRMED');
    expect(url).toContain('filters[tags][documentId][$eq]=t-sport');
    expect(url).toContain('filters[newsletters][documentId][$eq]=n-daily');
    expect(url).toContain('filters[$or][0][firstName][$containsi]=bak&filters[$or][1][lastName][$containsi]=bak');
    expect(url).toContain('filters[$or][2][email][$containsi]=bak&filters[$or][3][screenName][$containsi]=bak');
    expect(url).not.toContain('createdAt_since');
    const since = /filters\[createdAt\]\[\$gte\]=([^&]+)/.exec(url)?.[1];
    expect(since).toBeDefined();
    const hourAgo = Date.now() - 3_600_000;
    expect(Math.abs(new Date(since!).getTime() - hourAgo)).toBeLessThan(60_000);
  });

  it('offers the created-since choices of SPEC section 9 and filters on the one picked', async () => {
    const { calls } = setup();
    renderConsole('/users');
    expect(await screen.findByText('Piet Bakker')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Aangemaakt sinds/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['10 minuten', '1 uur', '1 dag', '3 dagen', '5 dagen', '7 dagen', '14 dagen', '1 maand']),
    );
    fireEvent.click(screen.getByRole('option', { name: '10 minuten' }));
    await waitFor(() => expect(listCalls(calls).some((c) => c.url.includes('filters[createdAt][$gte]='))).toBe(true));
    const url = listCalls(calls).find((c) => c.url.includes('filters[createdAt][$gte]='))!.url;
    const since = decodeURIComponent(/filters\[createdAt\]\[\$gte\]=([^&]+)/.exec(url)![1]);
    expect(Math.abs(new Date(since).getTime() - (Date.now() - 600_000))).toBeLessThan(60_000);
  });

  it('bulk tag/untag asks in a dialog and posts the documentIds and tag documentIds', async () => {
    const { calls } = setup(ALL_PROFILE_ACTIONS, {
      'POST /api/profiles/bulk-tags': { body: { data: { updated: 2 } } },
    });
    renderConsole('/users');
    const user = userEvent.setup();
    await user.click(within((await screen.findByText('Piet Bakker')).closest('tr')!).getByRole('checkbox'));
    await user.click(within(screen.getByText('Els Smit').closest('tr')!).getByRole('checkbox'));
    await user.click(await screen.findByTestId('bulk-tags'));
    const dialog = await screen.findByTestId('bulk-tags-dialog');
    expect(within(dialog).getByText('Tags van 2 profielen wijzigen')).toBeInTheDocument();
    expect(within(dialog).getByTestId('bulk-tags-confirm')).toBeDisabled();

    await user.click(within(dialog).getByTestId('bulk-tags-add'));
    await user.click(await screen.findByRole('option', { name: 'Sport' }));
    await user.click(within(dialog).getByTestId('bulk-tags-remove'));
    await user.click(await screen.findByRole('option', { name: 'Premium' }));
    expect(calls.some((c) => c.url === '/api/profiles/bulk-tags')).toBe(false);
    await user.click(within(dialog).getByTestId('bulk-tags-confirm'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/profiles/bulk-tags')).toBe(true));
    const post = calls.find((c) => c.url === '/api/profiles/bulk-tags')!;
    expect(post.method).toBe('POST');
    expect(post.body).toEqual({ documentIds: ['p1', 'p2'], add: ['t-sport'], remove: ['t-access'] });
    expect(await screen.findByText('Tags van 2 profielen gewijzigd')).toBeInTheDocument();
  });

  it('exports the filtered list (search included) as CSV or XLSX, without paging', async () => {
    const { calls } = setup(ALL_PROFILE_ACTIONS, {
      'GET /api/profiles/export': { body: 'email;firstName\npiet@example.nl;Piet\n' },
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderConsole(`/users?filter=${encodeURIComponent(JSON.stringify({ type: 'LEAD' }))}`);
    const user = userEvent.setup();
    expect(await screen.findByText('Piet Bakker')).toBeInTheDocument();
    await user.click(screen.getByTestId('export-button'));
    await user.click(await screen.findByTestId('export-xlsx'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exportCall = calls.find((c) => c.url.startsWith('/api/profiles/export'))!;
    expect(exportCall.url).toBe('/api/profiles/export?format=xlsx&filters[type][$eq]=LEAD');
    expect(exportCall.url).not.toContain('pagination');
    expect(exportCall.url).not.toContain('sort');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('shows each action only with its permission', async () => {
    setup(['api::profile.profile.find', 'api::profile.profile.findOne']);
    renderConsole('/users');
    const row = (await screen.findByText('Piet Bakker')).closest('tr')!;
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('export-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('import-button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aanmaken' })).not.toBeInTheDocument();
  });

  it('explains an empty list and offers create and import', async () => {
    setup(ALL_PROFILE_ACTIONS, { 'GET /api/profiles': page([]) });
    renderConsole('/users');
    const empty = await screen.findByTestId('users-empty');
    expect(empty).toHaveTextContent('Nog geen profielen');
    expect(within(empty).getByTestId('import-button')).toBeInTheDocument();
  });
});
