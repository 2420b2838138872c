import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement } from 'react';
import { FilterButton, ListBase, FilterForm, TopToolbar } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { relationFilters, searchByName } from './ReferenceFilter';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const page = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });

const filters = relationFilters('resources.users.fields', [
  { key: 'tag', field: 'tags', reference: 'profile-tags', filterToQuery: searchByName },
  { key: 'newsletter', field: 'newsletters', reference: 'newsletters', filterToQuery: searchByName },
]);

const decoded = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.url.startsWith(`${path}?`)).map((c) => decodeURIComponent(c.url));

describe('relation filters', () => {
  it('filter on <field>.documentId under the label of the field, in the order of the table', () => {
    const props = filters.map((filter) => (isValidElement(filter) ? [filter.key, filter.props] : []));
    expect(props).toEqual([
      [
        'tag',
        expect.objectContaining({
          source: 'tags.documentId',
          reference: 'profile-tags',
          label: 'resources.users.fields.tags',
        }),
      ],
      [
        'newsletter',
        expect.objectContaining({
          source: 'newsletters.documentId',
          reference: 'newsletters',
          label: 'resources.users.fields.newsletters',
        }),
      ],
    ]);
  });

  it('search the options by name and narrow the list to the chosen record', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/profiles': page([]),
      'GET /api/profile-tags': page([{ id: 4, documentId: 't-sport', name: 'Sport' }]),
    });
    renderWithAdmin(
      <ListBase resource="users" disableAuthentication>
        <TopToolbar>
          <FilterForm filters={filters} />
          <FilterButton filters={filters} />
        </TopToolbar>
      </ListBase>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Filter toevoegen' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Nieuwsbrieven' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Tags' }));
    await user.type(await screen.findByRole('combobox', { name: 'Tags' }), 'spo');
    await waitFor(() =>
      expect(decoded(calls, '/api/profile-tags').some((url) => url.includes('filters[name][$containsi]=spo'))).toBe(
        true,
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'Sport' }));
    await waitFor(() =>
      expect(
        decoded(calls, '/api/profiles').some((url) => url.includes('filters[tags][documentId][$eq]=t-sport')),
      ).toBe(true),
    );
  });
});
