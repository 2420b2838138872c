import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { mockFetchRoutes } from '@/test/fetchMock';
import { invoiceChannel, invoiceCustomer, INVOICE_ACTIONS_ALL, list, LOOKUP_ACTIONS } from '../testData';

// Filling the invoice form in jsdom is slow on the shared two-core machine.
export const LONG_FORM_MS = 45_000;
export const ME = { body: meWith([...INVOICE_ACTIONS_ALL, ...LOOKUP_ACTIONS]) };
export const LOOKUPS = {
  'GET /api/me': ME,
  'GET /api/channels': list([
    invoiceChannel(),
    invoiceChannel({ id: 2, documentId: 'ch2', name: 'Weekblad', isDefault: false, invoiceDefaultTax: 9 }),
  ]),
  'GET /api/channels/ch1': { body: { data: invoiceChannel() } },
  'GET /api/customers': list([invoiceCustomer()]),
  'GET /api/customers/cu1': { body: { data: invoiceCustomer() } },
  'GET /api/invoices/serial-usage': { body: { data: [] } },
};
export const editDraft = (record: Record<string, unknown>, extra: Parameters<typeof mockFetchRoutes>[0] = {}) => {
  const mocked = mockFetchRoutes({ ...LOOKUPS, 'GET /api/invoices/d1': { body: { data: record } }, ...extra });
  renderConsole('/sales/invoices/d1');
  return mocked;
};
