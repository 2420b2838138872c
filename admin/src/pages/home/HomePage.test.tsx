import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { EDITOR_ACTIONS, meWith } from '@/resources/content/content/testHarness';
import { COMMENT_ACTIONS } from '@/resources/comments/permissions';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { HomePage } from './HomePage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

// The restricted editor of cms/src/bootstrap/roles.ts: content, taxonomies, statistics (search) and moderation.
// As the editor role has them (cms/src/bootstrap/roles.ts): authors and the content report too.
const EDITOR = [
  ...EDITOR_ACTIONS,
  'api::author.author.find',
  'api::statistic.statistic.contentReport',
  'api::search.search.find',
  ...Object.values(COMMENT_ACTIONS),
];

const ROUTES = (allowed: string[]) => ({
  'GET /api/me': { body: meWith(allowed) },
  'GET /api/contents': {
    body: {
      data: [{ id: 1, documentId: 'c1', title: 'Mijn verkiezingsstuk', updatedAt: '2026-11-20T10:00:00.000Z' }],
      meta: { pagination: { total: 1 } },
    },
  },
  'GET /api/comments/moderate/count': { body: { data: { pending: 6, reports: 2 } } },
  'GET /api/statistics/content': {
    body: {
      data: {
        period: '7d',
        from: '2026-11-13T00:00:00.000Z',
        to: '2026-11-20T00:00:00.000Z',
        bucket: 'day',
        total: 1234,
        series: [],
        top: [
          { documentId: 'c1', title: 'Mijn verkiezingsstuk', slug: 'stuk', type: 'ARTICLE', locale: 'nl', views: 800 },
        ],
      },
    },
  },
});

describe('home for every role (issue #17 C13)', () => {
  it('gives the restricted editor the widgets it may use, not a lone welcome card', async () => {
    const { calls } = mockFetchRoutes(ROUTES(EDITOR));
    renderWithAdmin(<HomePage />);

    const recent = await screen.findByTestId('home-recent-content');
    expect(await within(recent).findByText('Mijn verkiezingsstuk')).toBeInTheDocument();
    // Own content: the items with an author whose e-mail address is the user's, latest change first.
    const contents = calls.find((c) => c.url.startsWith('/api/contents'))!.url;
    expect(contents).toContain('filters[authors][email]');
    expect(contents).toContain('editor%40example.com');
    expect(contents).toContain('sort[0]=updatedAt:desc');

    await waitFor(() => expect(screen.getByTestId('home-pending-count')).toHaveTextContent('6'));
    expect(screen.getByTestId('home-pending-comments')).toHaveTextContent('2 open meldingen van lezers');
    await waitFor(() => expect(screen.getByTestId('home-views')).toHaveTextContent('1.234'));
    expect(screen.getByTestId('home-content-statistics')).toHaveTextContent('800 weergaven');

    const shortcuts = within(screen.getByTestId('home-shortcuts'));
    expect(shortcuts.getByRole('link', { name: 'Reacties' })).toHaveAttribute('href', '/comments');
    expect(shortcuts.queryByRole('link', { name: 'Profielen' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('latest-users')).not.toBeInTheDocument();
    expect(screen.queryByTestId('revenue-widget')).not.toBeInTheDocument();
  });

  it('shows each widget only with its permission', async () => {
    const { calls } = mockFetchRoutes(ROUTES(['api::content.content.find', 'api::author.author.find']));
    renderWithAdmin(<HomePage />);
    expect(await screen.findByTestId('home-recent-content')).toBeInTheDocument();
    expect(screen.queryByTestId('home-pending-comments')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-content-statistics')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/comments') || c.url.startsWith('/api/statistics'))).toBe(false);
  });

  it('asks nothing the role may not read: marketing reads content but not authors or the content report', async () => {
    const { calls } = mockFetchRoutes(
      ROUTES(['api::content.content.find', 'api::search.search.find', 'api::campaign.campaign.find']),
    );
    renderWithAdmin(<HomePage />);
    expect(await screen.findByTestId('home-shortcuts')).toBeInTheDocument();
    expect(screen.queryByTestId('home-recent-content')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-content-statistics')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/contents') || c.url.startsWith('/api/statistics'))).toBe(false);
  });
});
