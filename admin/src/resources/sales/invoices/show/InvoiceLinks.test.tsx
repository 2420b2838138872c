import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { order, ORDER_ACTIONS_ALL } from '@/resources/sales/orders/testData';
import {
  draft,
  invoice,
  invoiceChannel,
  invoiceCustomer,
  INVOICE_ACTIONS_ALL,
  list,
  LOOKUP_ACTIONS,
} from '../testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

describe('"Factuur maken" on an order', () => {
  it('makes a draft from the order and opens it in the invoice form', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([...ORDER_ACTIONS_ALL, ...INVOICE_ACTIONS_ALL, ...LOOKUP_ACTIONS]) },
      'GET /api/orders/o1': { body: { data: order() } },
      'POST /api/invoices': { status: 201, body: { data: draft({ order: { documentId: 'o1', serial: '000042' } }) } },
      'GET /api/invoices/d1': { body: { data: draft() } },
      'GET /api/channels': list([invoiceChannel()]),
      'GET /api/channels/ch1': { body: { data: invoiceChannel() } },
      'GET /api/customers': list([invoiceCustomer()]),
      'GET /api/customers/cu1': { body: { data: invoiceCustomer() } },
    });
    renderConsole('/sales/orders/o1/show');
    await userEvent.setup().click(await screen.findByTestId('order-make-invoice'));
    expect(await screen.findByTestId('invoice-form', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/invoices',
      body: { data: { order: 'o1' } },
    });
    expect(await screen.findByText('Conceptfactuur gemaakt van bestelling 000042')).toBeInTheDocument();
  }, 30_000);

  it('is not offered without the invoice create permission, nor on a cancelled order', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ORDER_ACTIONS_ALL) },
      'GET /api/orders/o1': { body: { data: order() } },
    });
    const view = renderConsole('/sales/orders/o1/show');
    expect(await screen.findByTestId('order-serial')).toBeInTheDocument();
    expect(screen.queryByTestId('order-make-invoice')).not.toBeInTheDocument();
    view.unmount();
    forgetMe();
    mockFetchRoutes({
      'GET /api/me': { body: meWith([...ORDER_ACTIONS_ALL, ...INVOICE_ACTIONS_ALL]) },
      'GET /api/orders/o1': { body: { data: order({ status: 'CANCELLED' }) } },
    });
    renderConsole('/sales/orders/o1/show');
    expect(await screen.findByTestId('order-serial')).toBeInTheDocument();
    expect(screen.queryByTestId('order-make-invoice')).not.toBeInTheDocument();
  });
});

describe('the customer\'s "Facturen" tab', () => {
  it('lists the invoices of the customer with the columns of the invoice list', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': {
        body: meWith([
          'api::customer.customer.find',
          'api::customer.customer.findOne',
          'api::customer.customer.update',
          ...INVOICE_ACTIONS_ALL,
        ]),
      },
      'GET /api/customers/cu1': {
        body: { data: { ...invoiceCustomer(), vatinType: 'eligible', tags: [] } },
      },
      'GET /api/customers/cu1/employees': { body: { data: [] } },
      'GET /api/orders': list([]),
      'GET /api/invoices': list([invoice(), draft()]),
    });
    renderConsole('/sales/customers/cu1');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Facturen' }, { timeout: 15_000 }));
    const tab = await screen.findByTestId('customer-invoices');
    const row = (await within(tab).findByText('DK000007')).closest('tr')!;
    expect(within(row).getAllByText('€ 269,20')).toHaveLength(2);
    expect(within(tab).getByText('Concept')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/invoices?'))).toBe(true));
    expect(decodeURIComponent(calls.find((c) => c.url.startsWith('/api/invoices?'))!.url)).toContain(
      'filters[customer][documentId][$eq]=cu1',
    );
  });

  it('says how much the customer is owed back, per currency, from its overpaid invoices', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': {
        // The customer's page is its edit form: react-admin's access check asks for the update action.
        body: meWith([
          'api::customer.customer.find',
          'api::customer.customer.findOne',
          'api::customer.customer.update',
          ...INVOICE_ACTIONS_ALL,
        ]),
      },
      'GET /api/customers/cu1': {
        body: { data: { ...invoiceCustomer(), vatinType: 'eligible', tags: [] } },
      },
      'GET /api/customers/cu1/employees': { body: { data: [] } },
      'GET /api/orders': list([]),
      'GET /api/invoices': (call) =>
        call.url.includes('refundDue')
          ? list([
              invoice({ refundDue: 2900, status: 'CLOSED', openAmount: 0 }),
              invoice({ documentId: 'i2', serial: 'DK000009', refundDue: 1100, status: 'CLOSED', openAmount: 0 }),
            ])
          : list([invoice()]),
    });
    renderConsole('/sales/customers/cu1');
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Facturen' }, { timeout: 15_000 }));
    expect(await screen.findByTestId('customer-owed-back')).toHaveTextContent(
      'Deze klant heeft te veel betaald: € 40,00 moet nog worden terugbetaald (2 facturen).',
    );
    expect(decodeURIComponent(calls.find((c) => c.url.includes('refundDue'))!.url)).toContain(
      'filters[customer][documentId][$eq]=cu1&filters[refundDue][$gt]=0',
    );
  });
});
