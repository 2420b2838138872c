import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { conflict, invoice, list, INVOICE_ACTIONS_ALL } from '../testData';
import { posts, showInvoice } from './showHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const DD_ACTIONS = ['find', 'retry', 'cancel', 'toPaymentLink', 'setStatus'].map(
  (a) => `api::direct-debit.direct-debit.${a}`,
);
const collection = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  documentId: 'dd1',
  attempt: 1,
  status: 'pending',
  reference: 'DK000007-20-1',
  creditor: 'NL69ZZZ123456780000',
  consumerName: 'Jan de Vries',
  consumerAccount: 'NL20INGB0001234567',
  dueDate: '2026-12-10',
  bankReason: null,
  transferReference: null,
  amount: 26920,
  currency: 'EUR',
  sequenceType: 'FRST',
  provider: 'test',
  batchDate: null,
  ...extra,
});
const ddInvoice = (extra: Record<string, unknown> = {}) =>
  invoice({ paymentMethod: 'DIRECT_DEBIT', directDebitStatus: 'pending', ...extra });
const buttons = async () =>
  within(await screen.findByTestId('direct-debit-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('/sales/invoices/{id}/show: the direct-debit card', () => {
  it('lists the attempts and, in test mode, sets the latest paid after asking', async () => {
    const { calls } = showInvoice(
      ddInvoice(),
      {
        'GET /api/direct-debits': list([collection()]),
        'POST /api/direct-debits/dd1/set-status': { body: { data: collection({ status: 'paid' }) } },
      },
      [...INVOICE_ACTIONS_ALL, ...DD_ACTIONS],
    );
    const card = await screen.findByTestId('direct-debit-card');
    expect(card).toHaveTextContent('Automatische incasso');
    const row = await within(card).findByTestId('direct-debit-row-1');
    expect(row).toHaveTextContent('In afwachting');
    expect(row).toHaveTextContent('Testaanbieder · Eerste');
    expect(row).toHaveTextContent('€ 269,20');
    expect(await buttons()).toEqual(['Incasso annuleren', 'Omzetten naar betaallink', 'Status instellen (testmodus)']);
    expect(calls.find((c) => c.url.startsWith('/api/direct-debits?'))?.url).toBe(
      '/api/direct-debits?filters[invoice][documentId][$eq]=i1&sort=attempt:desc&pagination[pageSize]=100',
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('direct-debit-action-setStatus'));
    const dialog = await screen.findByTestId('direct-debit-status-dialog');
    await user.click(within(dialog).getByTestId('direct-debit-status-save'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/direct-debits/dd1/set-status',
      body: { data: { status: 'paid' } },
    });
    expect(await screen.findByText('De incasso is nu: Betaald.')).toBeInTheDocument();
  });

  it('offers a failed one again after confirmation; a refusal is explained in the user’s language', async () => {
    const { calls } = showInvoice(
      ddInvoice({ directDebitStatus: 'failed' }),
      {
        'GET /api/direct-debits': list([collection({ status: 'failed', bankReason: 'AM04 Insufficient funds' })]),
        'POST /api/direct-debits/dd1/retry': conflict('A later attempt of this invoice exists: act on that one.', {
          code: 'direct_debit_not_latest',
        }),
      },
      [...INVOICE_ACTIONS_ALL, ...DD_ACTIONS],
    );
    expect(await screen.findByTestId('direct-debit-row-1')).toHaveTextContent('AM04 Insufficient funds');
    expect(await buttons()).toEqual(['Opnieuw aanbieden', 'Omzetten naar betaallink']);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('direct-debit-action-retry'));
    expect(
      await screen.findByText(
        'De incasso van € 269,20 opnieuw aanbieden? Er komt een nieuwe poging onder de machtiging van de klant.',
      ),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].url).toBe('/api/direct-debits/dd1/retry');
    expect(await screen.findByTestId('direct-debit-refused')).toHaveTextContent(
      'Er is een latere poging voor deze factuur: gebruik die.',
    );
  });

  it('a bank collection in a batch file is not cancelled here and has no status by hand', async () => {
    showInvoice(
      ddInvoice(),
      { 'GET /api/direct-debits': list([collection({ provider: 'bank', batchDate: '2026-12-10' })]) },
      [...INVOICE_ACTIONS_ALL, ...DD_ACTIONS],
    );
    const row = await screen.findByTestId('direct-debit-row-1');
    expect(row).toHaveTextContent('In het bankbestand van');
    // A bank collection in a batch file: not cancelled here; no status by hand outside test mode.
    expect(await buttons()).toEqual(['Omzetten naar betaallink']);
  });

  it('is not shown to a user who may not read collections', async () => {
    showInvoice(ddInvoice(), { 'GET /api/direct-debits': list([collection()]) }, INVOICE_ACTIONS_ALL);
    expect(await screen.findByTestId('invoice-actions')).toBeInTheDocument();
    expect(screen.queryByTestId('direct-debit-card')).not.toBeInTheDocument();
  });
});
