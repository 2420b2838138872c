import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterMenu, routesOf } from '@/layout/menuModel';
import { MENU } from '@/layout/areas';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import {
  channel,
  conflict,
  customer,
  list,
  LOOKUP_ACTIONS,
  order,
  ORDER_ACTIONS_ALL,
  product,
  validationError,
} from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

// Filling the whole order form in jsdom takes ~10 s on the shared two-core machine; more under load.
const LONG_FORM_MS = 45_000;
const ME = { body: meWith([...ORDER_ACTIONS_ALL, ...LOOKUP_ACTIONS]) };
const orderLists = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/orders?')).map((c) => decodeURIComponent(c.url));
const chooseOption = async (label: string, option: string) => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('sales menu', () => {
  it('shows Overzicht with the revenue permission and Bestellingen with the order find permission', () => {
    expect(routesOf(filterMenu(MENU, ['api::order.order.revenue']))).toEqual(['/', '/sales/overview']);
    expect(routesOf(filterMenu(MENU, ['api::order.order.find']))).toEqual(['/', '/sales/orders']);
  });
});

describe('/sales/orders list', () => {
  it('shows the open orders first and the closed ones in their own tab', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': ME,
      'GET /api/orders': (call) =>
        decodeURIComponent(call.url).includes('[$in][0]=CLOSED')
          ? list([order({ documentId: 'o2', serial: '000041', status: 'CANCELLED' })])
          : list([order()]),
      'GET /api/channels': list([channel()]),
      'GET /api/customers': list([customer]),
    });
    renderConsole('/sales/orders');
    const row = (await screen.findByText('000042')).closest('tr')!;
    expect(within(row).getByText('Orderklant B.V.')).toBeInTheDocument();
    expect(within(row).getByText('€ 93,69')).toBeInTheDocument();
    expect(within(row).getByText('Openstaand')).toBeInTheDocument();
    expect(orderLists(calls)[0]).toContain('filters[status][$in][0]=PENDING&filters[status][$in][1]=PAID');
    expect(orderLists(calls)[0]).toContain('sort[0]=createdAt:desc');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Gesloten' }));
    expect(await screen.findByText('000041')).toBeInTheDocument();
    expect(screen.getByText('Geannuleerd')).toBeInTheDocument();
    expect(orderLists(calls).at(-1)).toContain(
      'filters[status][$in][0]=CLOSED&filters[status][$in][1]=CANCELLED&filters[status][$in][2]=EXPIRED',
    );
  });

  it('explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': ME, 'GET /api/orders': list([]) });
    renderConsole('/sales/orders');
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('Nog geen bestellingen');
  });
});

describe('/sales/orders/create', () => {
  const routes = (post: Parameters<typeof mockFetchRoutes>[0][string]) => ({
    'GET /api/me': ME,
    'GET /api/channels': list([channel(), channel({ id: 2, documentId: 'ch2', name: 'Weekblad', isDefault: false })]),
    'GET /api/customers': list([customer]),
    'GET /api/products': list([product()]),
    'GET /api/products/pr1': { body: { data: product() } },
    'POST /api/orders': post,
  });

  /** Currency, a new customer's company, one product line with a quantity. */
  const fillOrder = async (quantity: string) => {
    const user = userEvent.setup();
    await chooseOption('Valuta', 'EUR');
    fireEvent.change(screen.getByLabelText('Bedrijfsnaam'), { target: { value: 'Nieuwe Klant B.V.' } });
    await user.click(screen.getByTestId('add-line'));
    await user.type(await screen.findByRole('combobox', { name: 'Product' }), 'J');
    await user.click(await screen.findByRole('option', { name: 'Jaarboek 2026 (BOEK-JB26)' }));
    // Picking the product fills in its price and VAT.
    await waitFor(() => expect(screen.getByLabelText(/^Prijs per stuk/)).toHaveValue('24,95'));
    fireEvent.change(screen.getByLabelText(/^Aantal/), { target: { value: quantity } });
    return user;
  };

  it('keeps the product lines disabled until a currency is chosen, then offers the channels of that currency', async () => {
    const { calls } = mockFetchRoutes(routes({ status: 500 }));
    renderConsole('/sales/orders/create');
    expect(await screen.findByTestId('currency-first')).toHaveTextContent(
      'Een bestelling heeft een valuta nodig voordat er producten kunnen worden toegevoegd.',
    );
    expect(screen.getByTestId('add-line')).toBeDisabled();
    expect(screen.getByTestId('new-customer-note')).toHaveTextContent(
      'Zonder gekozen klant wordt automatisch een nieuwe klant aangemaakt',
    );

    await chooseOption('Valuta', 'EUR');
    await waitFor(() => expect(screen.getByTestId('add-line')).toBeEnabled());
    expect(screen.queryByTestId('currency-first')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            decodeURIComponent(c.url).includes('/api/channels?') &&
            decodeURIComponent(c.url).includes('filters[currency][$eq]=EUR'),
        ),
      ).toBe(true),
    );
    // The default channel of the currency is chosen by itself.
    expect(await screen.findByRole('combobox', { name: /^Kanaal/ })).toHaveTextContent('De Dagkrant (standaard)');
  });

  it(
    "previews the totals, sends the lines in cents and puts the server's line errors on the line",
    async () => {
      const { calls } = mockFetchRoutes(
        routes(
          validationError([
            {
              path: ['lines', '0', 'quantity'],
              code: 'maxValue',
              message: 'quantity must be 5 or less.',
              params: { max: 5 },
            },
          ]),
        ),
      );
      renderConsole('/sales/orders/create');
      await screen.findByTestId('order-form');
      const user = await fillOrder('6');
      expect(await screen.findByTestId('preview-total')).toHaveTextContent('€ 163,17'); // 6 × 24,95 = 149,70 + 9% (13,47)
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));

      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        data: {
          currency: 'EUR',
          channel: 'ch1',
          addressee: { country: 'NL', company: 'Nieuwe Klant B.V.' },
          lines: [{ product: 'pr1', quantity: 6, unitPrice: 2495, taxPercentage: 9 }],
        },
      });
      expect(await screen.findByText('Mag hoogstens 5 zijn')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Aantal/)).toHaveValue(6);
      expect(screen.getByLabelText('Bedrijfsnaam')).toHaveValue('Nieuwe Klant B.V.');
    },
    LONG_FORM_MS,
  );

  it(
    'fills the addressee from the chosen customer, keeps it editable and never overwrites what the user typed',
    async () => {
      const billing = (company: string, street: string, city: string) => ({
        id: 1,
        company,
        street,
        houseNumber: '1',
        postcode: '3512 JE',
        city,
        country: 'NL',
        defaultBilling: true,
      });
      const second = { id: 6, documentId: 'cu2', name: 'Tweede Klant B.V.', contact: 'Tom Twee' };
      mockFetchRoutes({
        ...routes({ status: 500 }),
        'GET /api/customers': list([customer, second]),
        'GET /api/customers/cu1': {
          body: { data: { ...customer, addresses: [billing('Orderklant B.V.', 'Domplein', 'Utrecht')] } },
        },
        'GET /api/customers/cu2': {
          body: { data: { ...second, addresses: [billing('Tweede Klant B.V.', 'Coolsingel', 'Rotterdam')] } },
        },
      });
      renderConsole('/sales/orders/create');
      await screen.findByTestId('order-form');
      await chooseOption('Klant', 'Orderklant B.V.');
      // The customer is read once chosen; on the shared machine that can take a while.
      await waitFor(() => expect(screen.getByLabelText('Straat')).toHaveValue('Domplein'), { timeout: 15_000 });
      expect(screen.getByLabelText('Plaats')).toHaveValue('Utrecht');
      expect(screen.getByLabelText('Bedrijfsnaam')).toHaveValue('Orderklant B.V.');

      // Another customer replaces an addressee that only came from the first one.
      await chooseOption('Klant', 'Tweede Klant B.V.');
      await waitFor(() => expect(screen.getByLabelText('Straat')).toHaveValue('Coolsingel'), { timeout: 15_000 });

      // What the user typed stays, whichever customer is chosen next.
      fireEvent.change(screen.getByLabelText('Plaats'), { target: { value: 'Schiedam' } });
      await chooseOption('Klant', 'Orderklant B.V.');
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Klant/ })).toHaveValue('Orderklant B.V.'));
      expect(screen.getByLabelText('Plaats')).toHaveValue('Schiedam');
      expect(screen.getByLabelText('Straat')).toHaveValue('Coolsingel');
    },
    LONG_FORM_MS,
  );

  it(
    'makes a "paid" order pending first and then pays it through the pay action (the status is the server\'s)',
    async () => {
      const { calls } = mockFetchRoutes({
        ...routes({ status: 201, body: { data: order() } }),
        'POST /api/orders/o1/pay': { body: { data: order({ status: 'PAID' }) } },
        'GET /api/orders/o1': { body: { data: order({ status: 'PAID' }) } },
      });
      renderConsole('/sales/orders/create');
      await screen.findByTestId('order-form');
      const user = await fillOrder('1');
      await chooseOption('Status', 'Betaald');
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/orders/o1/pay')).toBe(true));
      const created = calls.find((c) => c.method === 'POST' && c.url.split('?')[0] === '/api/orders')!;
      expect((created.body as { data: Record<string, unknown> }).data).not.toHaveProperty('status');
    },
    LONG_FORM_MS,
  );

  it(
    'says in Dutch when the tickets are sold out',
    async () => {
      mockFetchRoutes(
        routes(conflict('Only 2 ticket(s) of Jaarboek 2026 are left.', { code: 'sold_out', product: 'pr1', left: 2 })),
      );
      renderConsole('/sales/orders/create');
      await screen.findByTestId('order-form');
      const user = await fillOrder('3');
      await user.click(screen.getByRole('button', { name: 'Opslaan' }));
      expect(await screen.findByTestId('order-conflict')).toHaveTextContent(
        'Niet genoeg kaartjes meer: er zijn er nog 2 over.',
      );
      expect(screen.getByText('Nog 2 beschikbaar')).toBeInTheDocument();
    },
    LONG_FORM_MS,
  );
});
