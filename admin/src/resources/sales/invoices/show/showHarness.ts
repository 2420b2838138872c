import { screen, within } from '@testing-library/react';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { mockFetchRoutes } from '@/test/fetchMock';
import { INVOICE_ACTIONS_ALL } from '../testData';

export const showInvoice = (
  record: Record<string, unknown>,
  extra: Parameters<typeof mockFetchRoutes>[0] = {},
  allowed = INVOICE_ACTIONS_ALL,
) => {
  const mocked = mockFetchRoutes({
    'GET /api/me': { body: meWith(allowed) },
    'GET /api/invoices/i1': { body: { data: record } },
    ...extra,
  });
  renderConsole('/sales/invoices/i1/show');
  return mocked;
};
export const actionButtons = async () =>
  within(await screen.findByTestId('invoice-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);
export const posts = (calls: Array<{ method: string; url: string; body: unknown }>) =>
  calls.filter((c) => c.method === 'POST');
