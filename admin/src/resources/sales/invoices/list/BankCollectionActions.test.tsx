import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus, subscribeToApiErrors } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { channel } from '../../orders/testData';
import { INVOICE_ACTIONS_ALL, LOOKUP_ACTIONS, invoice, list, validationError } from '../testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const BANK = ['batch', 'returns'].map((a) => `api::direct-debit.direct-debit.${a}`);
const FILE = '<Document><DrctDbtTxInf>a</DrctDbtTxInf><DrctDbtTxInf>b</DrctDbtTxInf></Document>';
const start = (actions: string[], routes: Parameters<typeof mockFetchRoutes>[0] = {}) => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  const mocked = mockFetchRoutes({
    'GET /api/me': { body: meWith([...INVOICE_ACTIONS_ALL, ...LOOKUP_ACTIONS, ...actions]) },
    'GET /api/invoices': list([invoice()]),
    'GET /api/channels': list([channel()]),
    ...routes,
  });
  renderConsole('/sales/invoices');
  return mocked;
};

describe('/sales/invoices: bank collections', () => {
  it('downloads the day’s direct-debit file and says how many collections it holds', async () => {
    const { calls } = start(BANK, { 'GET /api/direct-debits/batches/2026-12-11': { body: FILE } });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('bank-menu'));
    await user.click(await screen.findByTestId('bank-batch'));
    const dialog = await screen.findByTestId('bank-batch-dialog');
    const date = within(dialog).getByTestId('bank-batch-date');
    await user.clear(date);
    await user.type(date, '2026-12-11');
    await user.click(within(dialog).getByTestId('bank-batch-download'));
    expect(await screen.findByText('Incassobestand van 11 dec 2026 gedownload: 2 incasso’s')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/direct-debits/batches/2026-12-11')).toBe(true);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('a day without bank collections is explained in the dialog', async () => {
    const toasted: unknown[] = [];
    subscribeToApiErrors((error) => toasted.push(error));
    start(BANK);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('bank-menu'));
    await user.click(await screen.findByTestId('bank-batch'));
    const dialog = await screen.findByTestId('bank-batch-dialog');
    await user.click(within(dialog).getByTestId('bank-batch-download'));
    expect(await within(dialog).findByTestId('bank-batch-refused')).toHaveTextContent(/staan geen bankincasso’s klaar/);
    // Explained in the dialog only, not toasted as well.
    expect(toasted).toEqual([]);
  });

  it('imports the returns; a refused file names its wrong lines and keeps what was typed', async () => {
    let attempt = 0;
    const { calls } = start(BANK, {
      'POST /api/direct-debits/returns': () =>
        ++attempt === 1
          ? validationError([
              { path: ['rows', '2', 'reason'], code: 'direct_debit_unknown_reason', message: 'Unknown reason' },
            ])
          : { body: { data: { applied: 1, unchanged: 0, rows: [] } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('bank-menu'));
    await user.click(await screen.findByTestId('bank-returns'));
    const dialog = await screen.findByTestId('bank-returns-dialog');
    const lines = within(dialog).getByTestId('bank-returns-csv');
    await user.type(lines, 'DK000061-67-1;AM04;2026-12-11{enter}DK000062-67-1;XX99;2026-12-11');
    await user.click(within(dialog).getByTestId('bank-returns-apply'));
    expect(await within(dialog).findByTestId('bank-returns-refused')).toHaveTextContent(
      'Regel 2: Geen SEPA-retourcode',
    );
    expect(lines).toHaveValue('DK000061-67-1;AM04;2026-12-11\nDK000062-67-1;XX99;2026-12-11');
    await user.clear(lines);
    await user.type(lines, 'DK000061-67-1;AM04;2026-12-11');
    await user.click(within(dialog).getByTestId('bank-returns-apply'));
    expect(await within(dialog).findByTestId('bank-returns-result')).toHaveTextContent(
      'Als mislukt verwerkt: 1. Al eerder verwerkt: 0.',
    );
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/direct-debits/returns')).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/direct-debits/returns')[1].body).toEqual({
      data: { csv: 'DK000061-67-1;AM04;2026-12-11' },
    });
  });

  it('shows neither button without the bank collection permissions', async () => {
    start([]);
    expect(await screen.findByText('DK000007')).toBeInTheDocument();
    expect(screen.queryByTestId('bank-menu')).toBeNull();
  });
});
