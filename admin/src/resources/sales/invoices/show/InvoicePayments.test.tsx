import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { invoice, validationError } from '../testData';
import { actionButtons, posts, showInvoice } from './showHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

describe('/sales/invoices/{id}/show: payments and refunds', () => {
  it('registers a payment: prefilled with the open amount, more than that refused on the client and by the server', async () => {
    const { calls } = showInvoice(invoice(), {
      'POST /api/invoices/i1/payments': validationError([
        { path: ['amount'], code: 'exceedsOpen', message: 'A received amount may not exceed the open amount' },
      ]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-action-payment'));
    const dialog = await screen.findByTestId('payment-dialog');
    const amount = within(dialog).getByTestId('payment-amount');
    expect(amount).toHaveValue('269,20');
    fireEvent.change(amount, { target: { value: '300' } });
    await user.click(within(dialog).getByTestId('payment-save'));
    expect(dialog).toHaveTextContent('Een ontvangen bedrag mag niet hoger zijn dan het openstaande bedrag (€ 269,20)');
    expect(posts(calls)).toEqual([]);
    fireEvent.change(amount, { target: { value: '0' } });
    await user.click(within(dialog).getByTestId('payment-save'));
    expect(dialog).toHaveTextContent('Moet minstens € 0,01 zijn');
    // The server has the last word (someone registered a payment meanwhile).
    fireEvent.change(amount, { target: { value: '100' } });
    await user.click(within(dialog).getByTestId('payment-save'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toEqual({ data: { amount: 10000 } });
    expect(
      await within(dialog).findByText('Een ontvangen bedrag mag niet hoger zijn dan het openstaande bedrag (€ 269,20)'),
    ).toBeInTheDocument();
  });

  it('records a payment above the open amount once the excess is accepted as owed back to the customer', async () => {
    const { calls } = showInvoice(invoice(), {
      'POST /api/invoices/i1/payments': {
        body: { data: invoice({ paid: 26920, openAmount: 0, refundDue: 3080, status: 'CLOSED' }) },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-action-payment'));
    const dialog = await screen.findByTestId('payment-dialog');
    fireEvent.change(within(dialog).getByTestId('payment-amount'), { target: { value: '300' } });
    await user.click(within(dialog).getByTestId('payment-save'));
    expect(dialog).toHaveTextContent('Een ontvangen bedrag mag niet hoger zijn dan het openstaande bedrag (€ 269,20)');
    expect(posts(calls)).toEqual([]);
    await user.click(
      within(dialog).getByLabelText('Ontvangen en het teveel (€ 30,80) registreren als terug te betalen aan de klant'),
    );
    await user.click(within(dialog).getByTestId('payment-save'));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0].body).toEqual({ data: { amount: 30000, overpayment: true } });
  });

  it('shows the money owed back to the customer and records its refund', async () => {
    const { calls } = showInvoice(invoice({ status: 'CLOSED', paid: 26920, openAmount: 0, refundDue: 3080 }), {
      'POST /api/invoices/i1/refunds': {
        body: { data: invoice({ status: 'CLOSED', paid: 26920, openAmount: 0, refundDue: 0 }) },
      },
    });
    expect(await screen.findByTestId('invoice-refund-due')).toHaveTextContent('€ 30,80');
    expect(screen.getByText('Terug te betalen aan klant')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-open')).toHaveTextContent('€ 0,00');
    expect(await actionButtons()).toEqual([
      'PDF',
      'UBL',
      'Voorbeeld e-mail',
      'Versturen',
      'Crediteren',
      'Terugbetaling vastleggen',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('invoice-action-refund'));
    expect(
      await screen.findByText(
        'Is € 30,80 aan de klant terugbetaald? Dan staat er op deze factuur niets meer open voor de klant.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ja, terugbetaald' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ url: '/api/invoices/i1/refunds', body: { data: {} } });
    expect(await screen.findByText('€ 30,80 terugbetaald aan de klant')).toBeInTheDocument();
  });

  it('registers a partial payment and reloads the invoice', async () => {
    let paid = 0;
    const { calls } = showInvoice(invoice(), {
      'GET /api/invoices/i1': () => ({ body: { data: invoice({ paid, openAmount: 26920 - paid }) } }),
      'POST /api/invoices/i1/payments': (call) => {
        paid = (call.body as { data: { amount: number } }).data.amount;
        return { body: { data: invoice({ paid, openAmount: 26920 - paid }) } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-action-payment'));
    const dialog = await screen.findByTestId('payment-dialog');
    fireEvent.change(within(dialog).getByTestId('payment-amount'), { target: { value: '100.50' } });
    fireEvent.change(within(dialog).getByLabelText('Notitie (bijvoorbeeld het bankafschrift)'), {
      target: { value: 'Afschrift 12' },
    });
    await user.click(within(dialog).getByTestId('payment-save'));
    expect(await screen.findByText('Betaling van € 100,50 geregistreerd')).toBeInTheDocument();
    expect(posts(calls)[0].body).toEqual({ data: { amount: 10050, note: 'Afschrift 12' } });
    await waitFor(() => expect(screen.getByTestId('invoice-open')).toHaveTextContent('€ 168,70'));
  });
});
