import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { ADMIN_ACTIONS, meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const SAVED_FILTER_ACTIONS = ['find', 'create', 'delete'].map((a) => `api::saved-filter.saved-filter.${a}`);
const TAGS = {
  body: {
    data: [{ id: 1, documentId: 't1', name: 'Verkiezingen', slug: 'verkiezingen' }],
    meta: { pagination: { total: 1 } },
  },
};
const ELECTIONS = {
  id: 'sf1',
  name: 'Verkiezing',
  resource: 'content/tags',
  query: { filter: { q: 'verkiezing' }, sort: { field: 'slug', order: 'DESC' }, perPage: 50 },
};

const setup = (actions = [...ADMIN_ACTIONS, ...SAVED_FILTER_ACTIONS]) =>
  mockFetchRoutes({
    'GET /api/me': { body: meWith(actions) },
    'GET /api/tags': TAGS,
    'GET /api/saved-filters': { body: { data: [ELECTIONS] } },
    'POST /api/saved-filters': (call) => ({
      status: 201,
      body: { data: { id: 'sf2', ...(call.body as { data: object }).data } },
    }),
    'DELETE /api/saved-filters/sf1': { status: 204 },
  });

const tagLists = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/tags')).map((c) => decodeURIComponent(c.url));

const openMenu = async () => {
  fireEvent.click(await screen.findByTestId('saved-filters-button'));
  return screen.findByTestId('saved-filters-menu');
};

describe('saved filters on a list', () => {
  it("asks for the user's filters of this list and applies one: filter, sort and page size", async () => {
    const { calls } = setup();
    renderConsole('/content/tags');
    const menu = await openMenu();
    expect(calls.some((c) => c.url === '/api/saved-filters?resource=content%2Ftags')).toBe(true);
    fireEvent.click(await within(menu).findByText('Verkiezing'));
    await waitFor(() => {
      const last = tagLists(calls).at(-1)!;
      expect(last).toContain('verkiezing');
      expect(last).toContain('sort[0]=slug:desc');
      expect(last).toContain('pagination[pageSize]=50');
    });
    // Applied: the menu marks it as the list's current filter.
    const again = await openMenu();
    expect(within(again).getByTestId('saved-filter')).toHaveClass('Mui-selected');
  });

  it('saves the current filter under a name the user types', async () => {
    const { calls } = setup();
    renderConsole('/content/tags?filter=%7B%22q%22%3A%22sport%22%7D');
    const menu = await openMenu();
    fireEvent.click(within(menu).getByTestId('saved-filters-save'));
    const name = await screen.findByTestId('saved-filter-name');
    fireEvent.change(name, { target: { value: 'Verkiezing' } });
    expect(screen.getByText(/al een filter met deze naam/)).toBeInTheDocument();
    fireEvent.change(name, { target: { value: '  Sport ' } });
    fireEvent.click(screen.getByTestId('saved-filter-submit'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      data: {
        resource: 'content/tags',
        name: 'Sport',
        query: { filter: { q: 'sport' }, sort: { field: 'name', order: 'ASC' }, perPage: 25 },
      },
    });
    expect(await screen.findByText('Filter "Sport" opgeslagen')).toBeInTheDocument();
  });

  it('deletes one without applying it', async () => {
    const { calls } = setup();
    renderConsole('/content/tags');
    const menu = await openMenu();
    const listsBefore = tagLists(calls).length;
    fireEvent.click(await within(menu).findByRole('button', { name: 'Filter "Verkiezing" verwijderen' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/saved-filters/sf1')).toBe(true),
    );
    expect(
      tagLists(calls)
        .slice(listsBefore)
        .some((url) => url.includes('verkiezing')),
    ).toBe(false);
  });

  it('is not offered to a user without the saved-filter actions', async () => {
    const { calls } = setup(ADMIN_ACTIONS);
    renderConsole('/content/tags');
    expect(await screen.findByText('Verkiezingen')).toBeInTheDocument();
    expect(screen.queryByTestId('saved-filters-button')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/saved-filters'))).toBe(false);
  });
});
