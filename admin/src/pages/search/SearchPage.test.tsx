import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { SearchPage } from './SearchPage';
import { SEARCH_KINDS, showAllPath } from './searchKinds';

afterEach(() => vi.unstubAllGlobals());

const answer = {
  data: [
    {
      type: 'customer',
      id: 'c1',
      title: 'Duin Media B.V.',
      subtitle: 'D-10001 · info@duinmedia.nl',
      url: '/sales/customers/c1',
    },
    {
      type: 'invoice',
      id: 'i2',
      title: 'Duin Media B.V.',
      subtitle: '2026-11-20',
      status: 'DRAFT',
      url: '/sales/invoices/i2/show',
    },
    {
      type: 'invoice',
      id: 'i1',
      title: 'DK000060',
      subtitle: 'Duin Media B.V.',
      status: 'PENDING',
      url: '/sales/invoices/i1/show',
    },
    { type: 'mystery', id: 'm1', title: 'Iets nieuws', url: '/mystery/m1' },
  ],
  meta: {
    query: 'Duin Media',
    groups: [
      { type: 'customer', count: 1, more: false },
      { type: 'invoice', count: 2, more: true },
      { type: 'mystery', count: 1, more: false },
    ],
  },
};

const renderSearch = (q: string) =>
  renderWithAdmin(
    <Routes>
      <Route path="/search" element={<SearchPage />} />
    </Routes>,
    { path: `/search?q=${encodeURIComponent(q)}` },
  );

describe('/search', () => {
  it('shows the hits kind by kind in the order the server gives, each linking to its screen, with "show all"', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/search': { body: answer } });
    renderSearch('  Duin   Media ');
    const customers = await screen.findByTestId('search-group-customer');
    expect(calls.find((c) => c.url.includes('/api/search'))?.url).toContain('q=Duin%20Media');
    expect(within(customers).getByRole('heading', { name: 'Klanten' })).toBeInTheDocument();
    expect(within(customers).getByTestId('search-result')).toHaveAttribute('href', '/sales/customers/c1');
    expect(within(customers).getByText('D-10001 · info@duinmedia.nl')).toBeInTheDocument();
    expect(within(customers).getByTestId('search-show-all-customer')).toHaveAttribute(
      'href',
      `/sales/customers?filter=${encodeURIComponent(JSON.stringify({ q: 'Duin Media' }))}`,
    );

    const invoices = screen.getByTestId('search-group-invoice');
    expect(within(invoices).getByRole('heading', { name: 'Facturen' })).toBeInTheDocument();
    const rows = within(invoices).getAllByTestId('search-result');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Duin Media B.V.2026-11-20Concept',
      'DK000060Duin Media B.V.Openstaand',
    ]);
    // More invoices than shown: the link says so and opens the pending tab searched for the query.
    const showAll = within(invoices).getByTestId('search-show-all-invoice');
    expect(showAll).toHaveTextContent('Alles tonen');
    expect(decodeURIComponent(showAll.getAttribute('href')!)).toBe(
      '/sales/invoices?filter={"status":"PENDING","q":"Duin Media"}',
    );
    // A kind the console does not know yet still shows, under its own name, without "show all".
    const unknown = screen.getByTestId('search-group-mystery');
    expect(within(unknown).getByRole('heading', { name: 'mystery' })).toBeInTheDocument();
    expect(within(unknown).queryByRole('link', { name: /tonen/ })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Klanten',
      'Facturen',
      'mystery',
    ]);
  });

  it('explains a query that is too short without asking the server, and says when nothing was found', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/search': { body: { data: [], meta: { query: 'zzqx', groups: [] } } },
    });
    const first = renderSearch('a');
    expect(await screen.findByTestId('search-bad-query')).toHaveTextContent('Typ minstens 2 tekens om te zoeken.');
    expect(calls.filter((c) => c.url.includes('/api/search'))).toHaveLength(0);
    first.unmount();
    renderSearch('zzqx');
    expect(await screen.findByTestId('search-no-results')).toHaveTextContent('Niets gevonden voor "zzqx".');
  });

  it('has a list to show all for every kind the server finds, each a resource of the console', async () => {
    const { RESOURCES } = await import('@/registry/resources');
    for (const kind of SEARCH_KINDS) {
      expect(
        RESOURCES.map((r) => r.name),
        kind.type,
      ).toContain(kind.resource);
      expect(showAllPath(kind, 'x')).toMatch(new RegExp(`^/${kind.resource}\\?filter=`));
    }
    expect(SEARCH_KINDS.map((k) => k.type)).toEqual([
      'profile',
      'customer',
      'order',
      'invoice',
      'product',
      'content',
      'emailTemplate',
      'segment',
      'campaign',
      'campaignTrigger',
      'campaignAutomation',
      'formThread',
      'vacancy',
      'marketingContent',
      'marketingZone',
      'event',
      'partner',
      'file',
    ]);
  });
});
