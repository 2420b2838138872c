import { screen, waitFor, within } from '@testing-library/react';
import { BooleanInput, DataTable } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { BooleanColumn } from './BooleanColumn';
import { ConsoleList, type ConsoleListProps } from './ConsoleList';
import { DateTimeColumn } from './DateTimeColumn';
import { FilterListToolbar } from './FilterListToolbar';
import { ListTable } from './ListTable';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const page = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
// A user who may delete channels: react-admin's DataTable would offer its bulk delete by itself.
const ME = {
  id: 1,
  email: 'beheer@example.com',
  username: 'beheer',
  allowedActions: [
    ...['find', 'findOne', 'create', 'delete'].map((action) => `api::channel.channel.${action}`),
    'api::saved-filter.saved-filter.find',
  ],
  groups: ['authenticated'],
  preferences: { tourCompleted: 1 },
};
const CHANNEL = { id: 1, documentId: 'ch1', name: 'Krant', isActive: true, updatedAt: '2026-07-01T22:30:00.000Z' };

const routes = (rows: unknown[]) =>
  mockFetchRoutes({
    'GET /api/me': { body: ME },
    'GET /api/saved-filters': { body: { data: [] } },
    'GET /api/channels': page(rows),
  });

const filters = [<BooleanInput key="isActive" source="isActive" />];

const Channels = (props: Partial<ConsoleListProps>) => (
  <ConsoleList resource="sales/channels" disableAuthentication texts="channels" filters={filters} {...props}>
    <ListTable texts="channels" keyColumns={['name']}>
      <DataTable.Col source="name" />
      <BooleanColumn source="isActive" />
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);

describe('a console list', () => {
  it('asks for 25 rows, shows the moment in Amsterdam time and a yes/no icon, and no row checkboxes', async () => {
    const { calls } = routes([CHANNEL]);
    renderWithAdmin(<Channels actions={<FilterListToolbar canCreate={false} />} />);
    const row = (await screen.findByText('Krant')).closest('tr')!;
    // Once the user's rights are known (the saved filters show), react-admin would have added its bulk delete.
    expect(await screen.findByTestId('saved-filters-button')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nieuw' })).not.toBeInTheDocument();
    // 22:30 UTC on 1 July is half past midnight on 2 July in Amsterdam (summer time).
    expect(within(row).getByText('2 jul 2026, 00:30')).toBeInTheDocument();
    expect(within(row).getByLabelText('Ja')).toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(decodeURIComponent(calls.find((c) => c.url.startsWith('/api/channels'))!.url)).toContain(
      'pagination[pageSize]=25',
    );
  });

  it("shows a missing yes/no value as no, like the lists' looseValue fields", async () => {
    routes([{ ...CHANNEL, isActive: null }]);
    renderWithAdmin(<Channels />);
    const row = (await screen.findByText('Krant')).closest('tr')!;
    expect(within(row).getByLabelText('Nee')).toBeInTheDocument();
  });

  it('says the list is empty in its own words, with its test id', async () => {
    routes([]);
    renderWithAdmin(<Channels />);
    const empty = await screen.findByTestId('channels-empty');
    expect(empty).toHaveTextContent('Nog geen kanalen');
    expect(empty).toHaveTextContent('Een kanaal is het bedrijf dat verkoopt');
  });

  it('says so when the filters match nothing', async () => {
    routes([]);
    renderWithAdmin(<Channels filterDefaultValues={{ q: 'niets' }} />);
    expect(await screen.findByTestId('channels-no-match')).toHaveTextContent('Geen kanalen gevonden met deze filters.');
    expect(screen.queryByTestId('channels-empty')).not.toBeInTheDocument();
  });

  it('offers Create in the filter toolbar when the list says the user may', async () => {
    routes([CHANNEL]);
    renderWithAdmin(
      <Channels actions={<FilterListToolbar canCreate>{<span data-testid="own-action" />}</FilterListToolbar>} />,
    );
    expect(await screen.findByRole('link', { name: 'Nieuw' })).toBeInTheDocument();
    expect(screen.getByTestId('own-action')).toBeInTheDocument();
  });

  it('uses the empty state a list brings instead of the one named by its texts', async () => {
    routes([]);
    renderWithAdmin(<Channels empty={<p data-testid="own-empty">Leeg</p>} />);
    expect(await screen.findByTestId('own-empty')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('channels-empty')).not.toBeInTheDocument());
  });
});
