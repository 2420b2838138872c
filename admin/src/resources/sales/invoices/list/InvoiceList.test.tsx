import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENU } from '@/layout/areas';
import { filterMenu, routesOf } from '@/layout/menuModel';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { amsterdamToday } from '../invoiceRecord';
import { isTabFilter, tabFilter, tabOf, withTab } from './invoiceTabs';
import { draft, invoice, INVOICE_ACTIONS_ALL, list, LOOKUP_ACTIONS, serialUsage } from '../testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ME = { body: meWith([...INVOICE_ACTIONS_ALL, ...LOOKUP_ACTIONS]) };
const invoiceLists = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/invoices?')).map((c) => decodeURIComponent(c.url));

describe('invoice tabs', () => {
  it('each tab owns the status filter (expired also the due date) and keeps the other filters', () => {
    expect(tabFilter('pending')).toEqual({ status: 'PENDING' });
    expect(tabFilter('drafts')).toEqual({ status: 'DRAFT' });
    expect(tabFilter('closed')).toEqual({ status: 'CLOSED' });
    expect(tabFilter('expired', '2026-11-20')).toEqual({ status: 'PENDING', dueDate_lt: '2026-11-20' });
    expect(withTab({ status: 'PENDING', dueDate_lt: '2026-11-20', q: 'DK' }, 'closed')).toEqual({
      q: 'DK',
      status: 'CLOSED',
    });
    expect(tabOf({ status: 'PENDING', dueDate_lt: '2026-11-20' })).toBe('expired');
    expect(tabOf({})).toBe('pending');
    // Yesterday's "expired" link is put right to today's.
    expect(isTabFilter({ status: 'PENDING', dueDate_lt: '2026-11-19' }, '2026-11-20')).toBe(false);
    expect(isTabFilter({ status: 'DRAFT', dueDate_lt: '2026-11-19' }, '2026-11-20')).toBe(false);
  });

  it('shows Facturen in the sales menu only with the invoice find permission', () => {
    expect(routesOf(filterMenu(MENU, ['api::invoice.invoice.find']))).toEqual(['/', '/sales/invoices']);
    expect(routesOf(filterMenu(MENU, ['api::invoice.invoice.findOne']))).toEqual(['/']);
  });
});

describe('/sales/invoices list', () => {
  it('lists pending invoices first, then filters by tab: expired, drafts, closed', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/invoices': (call) => {
        const url = decodeURIComponent(call.url);
        if (url.includes('[status][$eq]=DRAFT')) return list([draft()]);
        if (url.includes('[status][$eq]=CLOSED'))
          return list([
            invoice({
              documentId: 'i3',
              serial: 'DK000003',
              status: 'CLOSED',
              openAmount: 0,
              paid: 26920,
              closedDate: '2026-11-10',
            }),
          ]);
        if (url.includes('[dueDate][$lt]'))
          return list([
            invoice({ documentId: 'i4', serial: 'DK000004', dueDate: '2026-01-01', invoiceDate: '2025-12-18' }),
          ]);
        return list([
          invoice(),
          invoice({
            documentId: 'cn1',
            serial: 'DK000008',
            kind: 'CREDIT_NOTE',
            total: 2495,
            openAmount: 0,
            creditOf: { documentId: 'i1', serial: 'DK000007' },
          }),
        ]);
      },
    });
    renderConsole('/sales/invoices');
    const row = (await screen.findByText('DK000007')).closest('tr')!;
    expect(within(row).getByText('Orderklant B.V.')).toBeInTheDocument();
    expect(within(row).getByText('De Dagkrant')).toBeInTheDocument();
    expect(within(row).getAllByText('€ 269,20')).toHaveLength(2);
    expect(within(row).getByText('2 nov 2026')).toBeInTheDocument();
    const credit = screen.getByText('DK000008').closest('tr')!;
    expect(within(credit).getByTestId('credit-note-chip')).toHaveTextContent('Creditnota');
    expect(within(credit).getByText('€ -24,95')).toBeInTheDocument();
    expect(invoiceLists(calls)[0]).toContain('filters[status][$eq]=PENDING&');
    expect(invoiceLists(calls)[0]).not.toContain('dueDate');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Verlopen' }));
    expect(await screen.findByText('DK000004')).toBeInTheDocument();
    expect(invoiceLists(calls).at(-1)).toContain(
      `filters[status][$eq]=PENDING&filters[dueDate][$lt]=${amsterdamToday()}`,
    );

    await user.click(screen.getByRole('tab', { name: 'Concepten' }));
    const draftRow = (await screen.findByText('Concept', { selector: '[data-testid="invoice-serial-cell"]' })).closest(
      'tr',
    )!;
    expect(invoiceLists(calls).at(-1)).toContain('filters[status][$eq]=DRAFT');
    expect(invoiceLists(calls).at(-1)).not.toContain('dueDate');
    // A draft has no open amount and no age yet.
    expect(within(draftRow).getAllByText('€ 269,20')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Gesloten' }));
    const closed = (await screen.findByText('DK000003')).closest('tr')!;
    expect(invoiceLists(calls).at(-1)).toContain('filters[status][$eq]=CLOSED');
    // Age of a closed invoice: from the invoice date to the day it closed.
    expect(within(closed).getByText('8')).toBeInTheDocument();
  });

  it('opens a draft in its form and a final invoice on its page', async () => {
    mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/invoices': (call) =>
        decodeURIComponent(call.url).includes('=DRAFT') ? list([draft()]) : list([invoice()]),
      'GET /api/invoices/i1': { body: { data: invoice() } },
      'GET /api/invoices/d1': { body: { data: draft() } },
      'GET /api/channels': list([]),
      'GET /api/channels/ch1': { body: { data: invoice().channel } },
      'GET /api/customers': list([]),
      'GET /api/customers/cu1': { body: { data: invoice().customer } },
    });
    const view = renderConsole('/sales/invoices');
    const user = userEvent.setup();
    await user.click(await screen.findByText('DK000007'));
    expect(await screen.findByTestId('invoice-title')).toHaveTextContent('Factuur DK000007');
    view.unmount();

    renderConsole('/sales/invoices?filter=' + encodeURIComponent(JSON.stringify({ status: 'DRAFT' })));
    await user.click(await screen.findByText('Concept', { selector: '[data-testid="invoice-serial-cell"]' }));
    expect(await screen.findByTestId('invoice-form')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-draft-notice')).toHaveTextContent('nog geen nummer');
  });

  it('explains an empty tab, and an empty invoice list', async () => {
    mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/invoices': (call) => (call.url.includes('pageSize]=1&') ? list([], 3) : list([])),
    });
    renderConsole('/sales/invoices');
    expect(await screen.findByTestId('invoices-no-match')).toHaveTextContent('Geen openstaande facturen');
    expect(screen.getByTestId('invoices-no-match')).toHaveTextContent('nog niet (helemaal) betaald');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Verlopen' }));
    await waitFor(() => expect(screen.getByTestId('invoices-no-match')).toHaveTextContent('Geen verlopen facturen'));
    vi.unstubAllGlobals();
  });

  it('says what invoices are when there are none at all', async () => {
    mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/invoices': list([]) });
    renderConsole('/sales/invoices');
    expect(await screen.findByTestId('invoices-empty')).toHaveTextContent('Nog geen facturen');
  });
});

describe('/sales/invoices: invoice numbers running out', () => {
  it('warns for each channel with 90% or more of its numbers used, linking to the channel, and not for the others', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/invoices': list([invoice()]),
      'GET /api/invoices/serial-usage': {
        body: {
          data: [
            serialUsage({ used: 900, nearlyFull: true }),
            serialUsage({
              channel: { documentId: 'ch2', name: 'Weekblad' },
              used: 99,
              capacity: 99,
              year: 2026,
              nearlyFull: true,
              full: true,
            }),
            serialUsage({ channel: { documentId: 'ch3', name: 'Jaarboek' }, used: 899 }),
          ],
        },
      },
    });
    renderConsole('/sales/invoices');
    const [dagkrant, weekblad, ...others] = await screen.findAllByTestId('serial-usage-alert');
    expect(others).toEqual([]);
    expect(dagkrant).toHaveTextContent(
      'Kanaal De Dagkrant: 900 van de 999 factuurnummers zijn gebruikt. Vergroot de lengte van het volgnummer bij het kanaal.',
    );
    expect(dagkrant).toHaveClass('MuiAlert-colorWarning');
    expect(within(dagkrant).getByRole('link', { name: 'De Dagkrant' })).toHaveAttribute('href', '/sales/channels/ch1');
    expect(weekblad).toHaveTextContent('Kanaal Weekblad: 99 van de 99 factuurnummers zijn gebruikt in 2026. Vergroot');
    expect(weekblad).toHaveClass('MuiAlert-colorError');
    expect(within(weekblad).getByRole('link', { name: 'Weekblad' })).toHaveAttribute('href', '/sales/channels/ch2');
    expect(screen.queryByText(/Jaarboek/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/invoices/serial-usage')).toHaveLength(1);
  });

  it('shows no warning when the usage cannot be read, or may not be', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/invoices': list([invoice()]),
      'GET /api/invoices/serial-usage': {
        status: 500,
        body: { error: { status: 500, name: 'InternalServerError', message: 'boom' } },
      },
    });
    const view = renderConsole('/sales/invoices');
    expect(await screen.findByText('DK000007')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/invoices/serial-usage')).toBe(true));
    expect(screen.queryByTestId('serial-usage-alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    view.unmount();
    forgetMe();

    const second = mockFetchRoutes({
      'GET /api/me': {
        body: meWith([...INVOICE_ACTIONS_ALL.filter((a) => !a.endsWith('.serialUsage')), ...LOOKUP_ACTIONS]),
      },
      'GET /api/invoices': list([invoice()]),
      'GET /api/invoices/serial-usage': { body: { data: [serialUsage({ used: 999, nearlyFull: true, full: true })] } },
    });
    renderConsole('/sales/invoices');
    expect(await screen.findByText('DK000007')).toBeInTheDocument();
    expect(screen.queryByTestId('serial-usage-alert')).not.toBeInTheDocument();
    expect(second.calls.some((c) => c.url === '/api/invoices/serial-usage')).toBe(false);
  });
});
