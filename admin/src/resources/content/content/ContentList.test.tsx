import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { ADMIN_ACTIONS, EDITOR_ACTIONS, LOOKUPS, meWith, renderConsole } from './testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ROWS = {
  data: [
    {
      id: 1,
      documentId: 'c1',
      title: 'Verkiezingsuitslag',
      type: 'ARTICLE',
      status: 'PLANNED',
      publishAt: '2026-12-01T09:30:00.000Z',
      locale: 'nl',
      authors: [{ id: 1, documentId: 'au1', name: 'Anna Auteur' }],
      categories: [{ id: 4, documentId: 'ca1', name: 'Politiek' }],
      tags: [],
      highlightedCategory: null,
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
    {
      id: 2,
      documentId: 'c2',
      title: 'Over ons',
      type: 'PAGE',
      status: 'PUBLISHED',
      locale: 'nl',
      authors: [],
      categories: [],
      tags: [],
    },
  ],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
};

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/contents?'));

const setup = (actions: string[], extra: Record<string, { status?: number; body?: unknown }> = {}) =>
  mockFetchRoutes({
    'GET /api/me': { body: meWith(actions) },
    'GET /api/contents': { body: ROWS },
    ...LOOKUPS,
    ...extra,
  });

describe('content list', () => {
  it('turns the filters and the search box into one Strapi getList call', async () => {
    const { calls } = setup(ADMIN_ACTIONS);
    const filter = encodeURIComponent(
      JSON.stringify({
        status: 'PLANNED',
        locale: 'en',
        authors: { documentId: 'au1' },
        publicationDate_gte: '2026-01-01',
      }),
    );
    renderConsole(`/content?filter=${filter}`);
    expect(await screen.findByText('Verkiezingsuitslag')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Zoeken'), 'uitslag');
    await waitFor(() => expect(listCalls(calls).some((c) => c.url.includes('containsi'))).toBe(true));
    const url = listCalls(calls).find((c) => c.url.includes('containsi'))!.url;
    expect(url).toContain('sort[0]=updatedAt:desc');
    expect(url).toContain('filters[status][$eq]=PLANNED');
    expect(url).toContain('filters[authors][documentId][$eq]=au1');
    expect(url).toContain('filters[publicationDate][$gte]=2026-01-01');
    expect(url).toContain(
      'filters[$or][0][title][$containsi]=uitslag&filters[$or][1][introduction][$containsi]=uitslag',
    );
    expect(url).toContain(
      'populate[0]=authors&populate[1]=tags&populate[2]=categories&populate[3]=highlightedCategory',
    );
    expect(url).toContain('&locale=en');
    expect(url).not.toContain('filters[locale]');
  });

  it('shows authors, categories and the planned time in Amsterdam time', async () => {
    setup(ADMIN_ACTIONS);
    renderConsole('/content');
    const row = (await screen.findByText('Verkiezingsuitslag')).closest('tr')!;
    expect(within(row).getByText('Anna Auteur')).toBeInTheDocument();
    expect(within(row).getByText('Politiek')).toBeInTheDocument();
    expect(within(row).getByText('Ingepland')).toBeInTheDocument();
    // 09:30 UTC is 10:30 in Amsterdam in winter.
    expect(within(row).getByTestId('planned-at')).toHaveTextContent('10:30');
  });

  it('bulk publish asks for confirmation first, then calls bulk-status', async () => {
    const { calls } = setup(ADMIN_ACTIONS, { 'POST /api/contents/bulk-status': { body: { data: { updated: 1 } } } });
    renderConsole('/content');
    const user = userEvent.setup();
    const row = (await screen.findByText('Verkiezingsuitslag')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByTestId('bulk-publish'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('De selectie publiceren?')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('bulk-status'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/contents/bulk-status')).toBe(true));
    const post = calls.find((c) => c.url === '/api/contents/bulk-status')!;
    expect(post.method).toBe('POST');
    expect(post.body).toEqual({ documentIds: ['c1'], status: 'PUBLISHED', locale: 'nl' });
  });

  it('hides delete from a user without the delete actions, shows it to one with them', async () => {
    setup(EDITOR_ACTIONS);
    const first = renderConsole('/content');
    const user = userEvent.setup();
    let row = (await screen.findByText('Verkiezingsuitslag')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    expect(await screen.findByTestId('bulk-unpublish')).toBeInTheDocument();
    expect(screen.queryByTestId('bulk-delete')).not.toBeInTheDocument();
    first.unmount();
    forgetMe();

    setup(ADMIN_ACTIONS);
    renderConsole('/content');
    row = (await screen.findByText('Verkiezingsuitslag')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    expect(await screen.findByTestId('bulk-delete')).toBeInTheDocument();
  });

  it('on /content/pages lists only pages (permanent filter) and hides the type column', async () => {
    const { calls } = setup(ADMIN_ACTIONS);
    renderConsole('/content/pages');
    expect(await screen.findByText('Verkiezingsuitslag')).toBeInTheDocument();
    expect(listCalls(calls)[0].url).toContain('filters[type][$eq]=PAGE');
    expect(screen.queryByRole('columnheader', { name: /Soort/ })).not.toBeInTheDocument();
  });

  it('explains an empty list', async () => {
    setup(ADMIN_ACTIONS, { 'GET /api/contents': { body: { data: [], meta: { pagination: { total: 0 } } } } });
    renderConsole('/content');
    expect(await screen.findByText('Nog geen inhoud')).toBeInTheDocument();
  });
});
