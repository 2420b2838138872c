import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/App';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith, renderConsole } from '../content/content/testHarness';
import { COMMENT_ACTIONS } from './permissions';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const MODERATOR = [...Object.values(COMMENT_ACTIONS), 'api::content.content.find'];

const comment = (id: number, content: string, extra: Record<string, unknown> = {}) => ({
  id,
  documentId: `cm${id}`,
  content,
  approvalStatus: 'PENDING',
  author: { id: 7, name: 'lezer@example.com', email: 'lezer@example.com' },
  item: { documentId: 'c1', title: 'Verkiezingsuitslag', type: 'ARTICLE', locale: 'nl' },
  threadOf: null,
  reports: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

const QUEUE = {
  data: [
    comment(11, 'Sterk stuk, dank!'),
    comment(12, 'Wat een onzin', {
      reports: [{ id: 1, reason: 'BAD_LANGUAGE', content: 'Grof', createdAt: '2026-11-20T11:00:00.000Z' }],
    }),
  ],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
};

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/comments/moderate/all'));
const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT');

const setup = (extra: Record<string, { status?: number; body?: unknown }> = {}) =>
  mockFetchRoutes({
    'GET /api/me': { body: meWith(MODERATOR) },
    'GET /api/comments/moderate/all': { body: QUEUE },
    'GET /api/comments/moderate/count': { body: { data: { pending: 2, reports: 1 } } },
    'GET /api/contents': { body: { data: [], meta: { pagination: { total: 0 } } } },
    'PUT /api/comments/moderate/single/11/approve': { body: { data: { count: 1, status: 'APPROVED' } } },
    'PUT /api/comments/moderate/single/12/reject': { body: { data: { count: 1, status: 'REJECTED' } } },
    'PUT /api/comments/moderate/multiple/approve': { body: { data: { count: 2, status: 'APPROVED' } } },
    ...extra,
  });

describe('comment moderation queue', () => {
  it('opens on the pending comments and shows the item, the reader and the reports', async () => {
    const { calls } = setup();
    renderConsole('/comments');
    expect(await screen.findByText('Sterk stuk, dank!')).toBeInTheDocument();
    const url = listCalls(calls)[0].url;
    expect(url).toContain('filters[approvalStatus][$eq]=PENDING');
    expect(url).toContain('sort[0]=createdAt:desc');
    const link = screen.getAllByRole('link', { name: 'Verkiezingsuitslag' })[0];
    expect(link).toHaveAttribute('href', '/content/c1');
    // The theme's link colour (MUI Link), not the browser's default blue.
    expect(link).toHaveClass('MuiLink-root');
    expect(screen.getByTestId('comment-report')).toHaveTextContent('Grof taalgebruik: Grof');
  });

  it('shows open reports apart from the pending queue and lists the reported comments on request', async () => {
    const { calls } = setup();
    renderConsole('/comments');
    const notice = await screen.findByTestId('open-reports');
    expect(notice).toHaveTextContent('1 open melding van een lezer');
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Gemelde reacties tonen' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url).toContain('filters[reported][$eq]=true'));
    expect(listCalls(calls).at(-1)!.url).not.toContain('approvalStatus');
    await waitFor(() => expect(screen.queryByTestId('open-reports')).not.toBeInTheDocument());
  });

  it('approves one comment and reloads the queue', async () => {
    const { calls } = setup();
    renderConsole('/comments');
    await userEvent.setup().click(await screen.findByTestId('comment-approve-11'));
    await waitFor(() => expect(puts(calls).map((c) => c.url)).toEqual(['/api/comments/moderate/single/11/approve']));
    expect(await screen.findByText('Reactie goedgekeurd')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it('moderates from the keyboard: R rejects the focused row', async () => {
    const { calls } = setup();
    renderConsole('/comments');
    const approve = await screen.findByTestId('comment-approve-12');
    approve.focus();
    fireEvent.keyDown(approve, { key: 'r' });
    await waitFor(() => expect(puts(calls).map((c) => c.url)).toEqual(['/api/comments/moderate/single/12/reject']));
  });

  it('approves the selected comments in one request', async () => {
    const { calls } = setup();
    renderConsole('/comments');
    await screen.findByText('Sterk stuk, dank!');
    const user = userEvent.setup();
    for (const text of ['Sterk stuk, dank!', 'Wat een onzin']) {
      const row = screen.getByText(text).closest('tr')!;
      await user.click(within(row).getByRole('checkbox'));
    }
    await user.click(screen.getByTestId('bulk-approve'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({ url: '/api/comments/moderate/multiple/approve', body: { ids: [11, 12] } });
  });

  it('says the status change failed, with the reason, and keeps the comment in the queue', async () => {
    setup({
      'PUT /api/comments/moderate/single/11/approve': {
        status: 404,
        body: { error: { status: 404, name: 'NotFoundError', message: 'Reactie niet gevonden: 11.' } },
      },
    });
    renderConsole('/comments');
    await userEvent.setup().click(await screen.findByTestId('comment-approve-11'));
    expect(
      await screen.findByText('Status van de reactie wijzigen mislukt. Reactie niet gevonden: 11.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sterk stuk, dank!')).toBeInTheDocument();
  });
});

describe('comments menu badge', () => {
  it('counts the pending comments only, what the queue lists (SPEC section 2), not the open reports', async () => {
    setup({
      'GET /api/config': { body: { data: {} } },
      'GET /api/i18n/locales': { body: [] },
      'GET /api/version': { body: { version: __APP_VERSION__, releaseNotes: '' } },
    });
    render(
      <TestMemoryRouter initialEntries={['/comments']}>
        <App />
      </TestMemoryRouter>,
    );
    const item = await screen.findByTestId('menu-item-/comments');
    await waitFor(() => expect(item.querySelector('.MuiBadge-badge')).toHaveTextContent(/^2$/));
  });
});
