import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterMenu, routesOf } from '@/layout/menuModel';
import { MENU } from '@/layout/areas';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { ADMIN_ACTIONS, EDITOR_ACTIONS, meWith, renderConsole } from '../content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const list = (rows: Array<Record<string, unknown>>) => ({
  body: { data: rows, meta: { pagination: { total: rows.length } } },
});

describe('content menu', () => {
  it('shows a Content item only with its find permission', () => {
    expect(routesOf(filterMenu(MENU, ['api::content.content.create']))).toEqual(['/']);
    expect(routesOf(filterMenu(MENU, ['api::content.content.find']))).toEqual([
      '/',
      '/content',
      '/content/redirects',
      '/content/pages',
    ]);
    const taxonomies = filterMenu(MENU, ['api::tag.tag.find', 'api::page-category.page-category.find']);
    expect(routesOf(taxonomies)).toEqual(['/', '/content/tags', '/content/pages/categories']);
    expect(taxonomies.map((n) => n.key)).toEqual(['home', 'content', 'pages']);
  });
});

describe('simple content resources', () => {
  it('/content/pages/categories reaches the page categories, not the pages', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(['api::page-category.page-category.find']) },
      'GET /api/page-categories': list([{ id: 1, documentId: 'pc1', name: 'Service', slug: 'service' }]),
    });
    renderConsole('/content/pages/categories');
    expect(await screen.findByText('Service')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/contents'))).toBe(false);
    expect(calls.find((c) => c.url.startsWith('/api/page-categories'))?.url).toContain('sort[0]=name:asc');
  });

  it('tags: search over the name, no delete for the editor, delete for the administrator', async () => {
    const rows = list([{ id: 1, documentId: 't1', name: 'Verkiezingen', slug: 'verkiezingen' }]);
    const { calls } = mockFetchRoutes({ 'GET /api/me': { body: meWith(EDITOR_ACTIONS) }, 'GET /api/tags': rows });
    const first = renderConsole('/content/tags');
    const user = userEvent.setup();
    await screen.findByText('Verkiezingen');
    await user.type(screen.getByLabelText('Zoeken'), 'verk');
    await waitFor(() => expect(calls.some((c) => c.url.includes('filters[$or][0][name][$containsi]=verk'))).toBe(true));
    // Without a bulk action the rows have no selection checkboxes at all.
    expect(within(screen.getByText('Verkiezingen').closest('tr')!).queryByRole('checkbox')).not.toBeInTheDocument();
    first.unmount();
    forgetMe();

    mockFetchRoutes({ 'GET /api/me': { body: meWith(ADMIN_ACTIONS) }, 'GET /api/tags': rows });
    renderConsole('/content/tags');
    const row = (await screen.findByText('Verkiezingen')).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Verwijderen' })).toBeInTheDocument();
  });

  it('tags: create fills the slug and posts to /api/tags', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ADMIN_ACTIONS) },
      'GET /api/tags': list([]),
      'POST /api/tags': { body: { data: { id: 2, documentId: 't2', name: 'Zorg & Welzijn', slug: 'zorg-welzijn' } } },
    });
    renderConsole('/content/tags/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Naam *'), 'Zorg & Welzijn');
    expect(screen.getByLabelText('Slug *')).toHaveValue('zorg-welzijn');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      data: { name: 'Zorg & Welzijn', slug: 'zorg-welzijn' },
    });
  });
});
