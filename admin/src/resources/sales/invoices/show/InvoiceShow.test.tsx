import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { conflict, invoice, INVOICE_ACTIONS_ALL } from '../testData';
import { actionButtons, posts, showInvoice } from './showHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

describe('/sales/invoices/{id}/show', () => {
  it('shows the invoice read-only: parties from the snapshot, lines, VAT, amounts and history', async () => {
    const { calls } = showInvoice(invoice({ paid: 10000, openAmount: 16920 }));
    expect(await screen.findByTestId('invoice-title')).toHaveTextContent('Factuur DK000007');
    // The page title says which invoice this is, once (not again above the amounts).
    expect(screen.getAllByText('Factuur DK000007')).toHaveLength(1);
    // Due on 16 November: past it, the pending invoice shows as expired.
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Verlopen');
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getByText('Btw 21% over € 200,00')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('€ 269,20');
    expect(screen.getByTestId('invoice-paid')).toHaveTextContent('€ 100,00');
    expect(screen.getByTestId('invoice-open')).toHaveTextContent('€ 169,20');
    expect(screen.getByTestId('invoice-seller')).toHaveTextContent('Dagkrant Media B.V.');
    expect(screen.getByTestId('invoice-seller')).toHaveTextContent('KvK: 12345678');
    expect(screen.getByTestId('invoice-buyer')).toHaveTextContent('Debiteurnummer: D-100');
    expect(screen.getByTestId('invoice-customer')).toHaveAttribute('href', '/sales/customers/cu1');
    expect(screen.getByTestId('invoice-description')).toHaveTextContent('Afspraak met Olga');
    expect(screen.getAllByTestId('history-entry')[0]).toHaveTextContent('Definitief gemaakt · Concept → Openstaand');
    expect(await actionButtons()).toEqual([
      'PDF',
      'UBL',
      'Voorbeeld e-mail',
      'Versturen',
      'Betaling registreren',
      'Crediteren',
      'Betaallink maken',
    ]);
    expect(calls[1].url).toBe(
      '/api/invoices/i1?populate[0]=customer&populate[1]=channel&populate[2]=order&populate[3]=creditOf&populate[4]=creditNotes&populate[5]=addressee',
    );
    expect(screen.queryByRole('button', { name: /Bewerken|Verwijderen/ })).not.toBeInTheDocument();
    // Every text comes from the catalog: no key shows as itself.
    expect(document.body.textContent).not.toMatch(/(app|resources)\.[a-z_/]+\./);
  });

  it('shows a credit note with negative amounts, a link to the original and only the document actions', async () => {
    showInvoice(
      invoice({
        kind: 'CREDIT_NOTE',
        serial: 'DK000008',
        total: 2720,
        subtotal: 2495,
        lines: [
          { description: 'Jaarboek 2026', unitPrice: 2495, quantity: 1, taxPercentage: 9, amount: 2495, line: 1 },
        ],
        taxes: [{ rate: 9, base: 2495, tax: 225 }],
        creditOf: { documentId: 'i0', serial: 'DK000007' },
        history: [
          {
            at: '2026-11-03T09:00:00.000Z',
            by: { id: 1, name: 'admin@example.com' },
            action: 'create',
            to: 'CLOSED',
            note: 'credit note of DK000007',
          },
        ],
      }),
      {},
      INVOICE_ACTIONS_ALL,
    );
    expect(await screen.findByTestId('invoice-title')).toHaveTextContent('Creditnota DK000008');
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('€ -27,20');
    expect(screen.getByTestId('order-total')).toHaveTextContent('€ -27,20');
    expect(within(screen.getByTestId('credit-of')).getByRole('link', { name: 'DK000007' })).toHaveAttribute(
      'href',
      '/sales/invoices/i0/show',
    );
    expect(await actionButtons()).toEqual(['PDF', 'UBL', 'Voorbeeld e-mail', 'Versturen']);
    // The server's English note, in the user's language.
    expect(screen.getByTestId('history-entry')).toHaveTextContent('Aangemaakt · Gesloten');
    expect(screen.getByTestId('history-entry')).toHaveTextContent('Creditnota van DK000007');
  });

  it('says beside the UBL download why an invoice is not offered as Peppol', async () => {
    showInvoice(invoice({ einvoice: { ubl: true, peppol: false, reason: 'noEndpoint' } }));
    expect(await screen.findByTestId('invoice-einvoice-note')).toHaveTextContent(
      'Niet aangeboden via Peppol: de klant heeft geen Peppol-id, KvK-nummer of bruikbaar btw-nummer.',
    );
    expect(await actionButtons()).toContain('UBL');
  });

  it('offers no UBL for an invoice in XBT and says why', async () => {
    showInvoice(invoice({ currency: 'XBT', einvoice: { ubl: false, peppol: false, reason: 'currency' } }));
    expect(await screen.findByTestId('invoice-einvoice-note')).toHaveTextContent(
      'Geen UBL voor deze factuur: XBT is geen ISO 4217-valuta.',
    );
    expect(await actionButtons()).toEqual([
      'PDF',
      'Voorbeeld e-mail',
      'Versturen',
      'Betaling registreren',
      'Crediteren',
      'Betaallink maken',
    ]);
  });

  it('shows no note for a Peppol e-invoice', async () => {
    showInvoice(invoice({ einvoice: { ubl: true, peppol: true, reason: null } }));
    expect(await actionButtons()).toContain('UBL');
    expect(screen.queryByTestId('invoice-einvoice-note')).not.toBeInTheDocument();
  });

  it('offers only the actions the user may use', async () => {
    showInvoice(
      invoice(),
      {},
      INVOICE_ACTIONS_ALL.filter((a) => !/payments|creditNotes|send$/.test(a)),
    );
    expect(await actionButtons()).toEqual(['PDF', 'UBL', 'Voorbeeld e-mail', 'Betaallink maken']);
  });

  it('credits chosen quantities per line, within what is left, and opens the new credit note', async () => {
    const earlier = {
      documentId: 'cn0',
      serial: 'DK000008',
      total: 12100,
      lines: [
        {
          line: 0,
          description: 'Advertentie voorpagina',
          unitPrice: 10000,
          quantity: 1,
          taxPercentage: 21,
          amount: 10000,
        },
      ],
    };
    const { calls } = showInvoice(invoice({ creditNotes: [earlier], credited: 12100, openAmount: 14820 }), {
      'POST /api/invoices/i1/credit-notes': {
        status: 201,
        body: { data: invoice({ documentId: 'cn1', serial: 'DK000010', kind: 'CREDIT_NOTE' }) },
      },
      'GET /api/invoices/cn1': {
        body: {
          data: invoice({
            documentId: 'cn1',
            serial: 'DK000010',
            kind: 'CREDIT_NOTE',
            creditOf: { documentId: 'i1', serial: 'DK000007' },
          }),
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-action-creditNote'));
    const dialog = await screen.findByTestId('credit-note-dialog');
    await user.click(within(dialog).getByLabelText('Per regel een aantal crediteren'));
    const rows = within(dialog).getAllByTestId('credit-line');
    expect(rows[0]).toHaveTextContent('1 van 2');
    const first = within(dialog).getByLabelText('Aantal crediteren van Advertentie voorpagina');
    fireEvent.change(first, { target: { value: '2' } });
    await user.click(within(dialog).getByTestId('credit-save'));
    expect(rows[0]).toHaveTextContent('Mag hoogstens 1 zijn');
    fireEvent.change(first, { target: { value: '0' } });
    await user.click(within(dialog).getByTestId('credit-save'));
    expect(within(dialog).getByTestId('credit-refused')).toHaveTextContent('Vul bij minstens één regel een aantal in');
    expect(posts(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Aantal crediteren van Jaarboek 2026'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Reden (komt op de creditnota)'), {
      target: { value: 'Verkeerd exemplaar' },
    });
    await user.click(within(dialog).getByTestId('credit-save'));
    expect(await screen.findByTestId('invoice-title')).toHaveTextContent('Creditnota DK000010');
    expect(posts(calls)[0].body).toEqual({ data: { lines: [{ line: 1, quantity: 1 }], reason: 'Verkeerd exemplaar' } });
  });

  it('credits everything left in one go, and explains when nothing is left', async () => {
    const { calls } = showInvoice(invoice(), {
      'POST /api/invoices/i1/credit-notes': conflict('Nothing left to credit.', { code: 'nothing_creditable' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-action-creditNote'));
    const dialog = await screen.findByTestId('credit-note-dialog');
    await user.click(within(dialog).getByTestId('credit-save'));
    expect(await within(dialog).findByTestId('credit-refused')).toHaveTextContent('Er is niets meer te crediteren');
    expect(posts(calls)[0].body).toEqual({ data: {} });
  });

  it('checks the preview e-mail before sending it, and says when sending failed', async () => {
    let answer: { status?: number; body?: unknown } = {
      status: 500,
      body: { error: { status: 500, name: 'InternalServerError', message: 'SMTP down' } },
    };
    const { calls } = showInvoice(invoice(), { 'POST /api/invoices/i1/preview-email': () => answer });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-action-previewEmail'));
    const dialog = await screen.findByTestId('preview-email-dialog');
    const to = within(dialog).getByTestId('preview-to');
    const subject = within(dialog).getByTestId('preview-subject');
    expect(to).toHaveValue('editor@example.com');
    expect(subject).toHaveValue('Voorbeeld: factuur DK000007');
    fireEvent.change(to, { target: { value: '' } });
    await user.click(within(dialog).getByTestId('preview-send'));
    expect(within(dialog).getByTestId('preview-invalid')).toHaveTextContent(
      'Vul minimaal één e-mailadres en een onderwerp in.',
    );
    fireEvent.change(to, { target: { value: 'eva@dagkrant.nl, jan@dagkrant' } });
    await user.click(within(dialog).getByTestId('preview-send'));
    expect(within(dialog).getByTestId('preview-invalid')).toHaveTextContent(
      'Een of meer e-mailadressen zijn verkeerd opgemaakt.',
    );
    expect(posts(calls)).toEqual([]);

    fireEvent.change(to, { target: { value: 'eva@dagkrant.nl, jan@dagkrant.nl' } });
    await user.click(within(dialog).getByTestId('preview-send'));
    const failed = await within(dialog).findByTestId('preview-failed');
    expect(failed).toHaveTextContent('Voorbeeld e-mail verzenden mislukt');
    expect(failed).toHaveTextContent('Probeer het later opnieuw.');
    expect(posts(calls)[0].body).toEqual({
      data: { to: 'eva@dagkrant.nl, jan@dagkrant.nl', subject: 'Voorbeeld: factuur DK000007' },
    });

    answer = { body: { data: { sent: 2 } } };
    await user.click(within(dialog).getByTestId('preview-send'));
    expect(await screen.findByText('Voorbeeld verstuurd naar 2 adressen')).toBeInTheDocument();
  });

  it('asks before sending the invoice to the customer, and names the addresses', async () => {
    const { calls } = showInvoice(invoice(), {
      'POST /api/invoices/i1/send': {
        body: { data: { to: ['facturen@orderklant.nl', 'boekhouding@orderklant.nl'], bcc: [] } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-action-send'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Factuur DK000007 versturen?');
    expect(dialog).toHaveTextContent('facturen@orderklant.nl, boekhouding@orderklant.nl');
    expect(posts(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Versturen' }));
    expect(
      await screen.findByText('Factuur verstuurd naar facturen@orderklant.nl, boekhouding@orderklant.nl'),
    ).toBeInTheDocument();
  });

  it('makes a payment link and shows it with a copy button; explains a refusal', async () => {
    let link: string | null = null;
    showInvoice(invoice(), {
      'GET /api/invoices/i1': () => ({ body: { data: invoice({ paymentLink: link }) } }),
      'POST /api/invoices/i1/payment-link': () => {
        if (link) return conflict('Payments are off.', { code: 'payment_provider_disabled' });
        link = 'https://pay.example/i1';
        return { body: { data: invoice({ paymentLink: link }) } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('invoice-action-paymentLink'));
    expect(await screen.findByTestId('payment-link-url')).toHaveAttribute('href', 'https://pay.example/i1');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByTestId('payment-link-copy'));
    expect(writeText).toHaveBeenCalledWith('https://pay.example/i1');
    await user.click(screen.getByRole('button', { name: 'Nieuwe betaallink' }));
    expect(await screen.findByTestId('invoice-action-refused')).toHaveTextContent(
      'Online betalen staat voor het kanaal van deze factuur niet aan',
    );
  });

  it('downloads the PDF with the session and saves it under the invoice number', async () => {
    const { fn } = showInvoice(invoice());
    const created = vi.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await screen.findByTestId('invoice-action-pdf');
    fn.mockImplementation(
      async () => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    await userEvent.setup().click(screen.getByTestId('invoice-action-pdf'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fn.mock.calls.at(-1)![0]).toBe('/api/invoices/i1/pdf');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('DK000007.pdf');
    click.mockRestore();
  });
});
