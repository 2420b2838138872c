import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { recipientEntries } from './recipients';
import { editDraft, LONG_FORM_MS } from './formHarness';
import { conflict, draft, invoice, validationError } from '../testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

describe('invoice recipients', () => {
  it('flags invalid entries and repeats (in any case), keeping the first of a pair', () => {
    expect(recipientEntries('a@x.nl, b@y\nA@X.nl;c@z.nl')).toEqual([
      { address: 'a@x.nl', problem: null },
      { address: 'b@y', problem: 'invalid' },
      { address: 'A@X.nl', problem: 'duplicate' },
      { address: 'c@z.nl', problem: null },
    ]);
  });

  it('shows each address as it is typed, wrong and repeated ones marked, and refuses to save them', async () => {
    const { calls } = editDraft(draft({ recipients: null }));
    const input = await screen.findByLabelText('Kopie aan (e-mailadressen)');
    fireEvent.change(input, {
      target: { value: 'boekhouding@orderklant.nl, directie@orderklant, Boekhouding@orderklant.nl' },
    });
    const chips = await screen.findByTestId('recipient-chips');
    expect(within(chips).getByTestId('recipient-ok')).toHaveTextContent('boekhouding@orderklant.nl');
    expect(within(chips).getByTestId('recipient-invalid')).toHaveTextContent('directie@orderklant: ongeldig');
    expect(within(chips).getByTestId('recipient-duplicate')).toHaveTextContent('Boekhouding@orderklant.nl: dubbel');
    await userEvent.setup().click(screen.getByTestId('invoice-save-draft'));
    expect(
      await screen.findByText('Eén geldig e-mailadres per regel (directie@orderklant is niet geldig)'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'boekhouding@orderklant.nl, Boekhouding@orderklant.nl' } });
    expect(await screen.findByText('Boekhouding@orderklant.nl staat er meer dan eens in')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('/sales/invoices/{id} (a draft)', () => {
  it(
    'asks for confirmation before finalising, then saves, finalises and opens the invoice',
    async () => {
      let final = false;
      const { calls } = editDraft(draft(), {
        'GET /api/invoices/d1': () => ({
          body: { data: final ? invoice({ documentId: 'd1', serial: 'DK000009' }) : draft() },
        }),
        'PUT /api/invoices/d1': (call) => ({
          body: { data: draft((call.body as { data: Record<string, unknown> }).data) },
        }),
        'POST /api/invoices/d1/finalize': () => {
          final = true;
          return { body: { data: invoice({ documentId: 'd1', serial: 'DK000009' }) } };
        },
      });
      const user = userEvent.setup();
      fireEvent.change(await screen.findByLabelText('Uw referentie'), { target: { value: 'PO-88' } });
      await user.click(screen.getByTestId('invoice-finalize'));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Factuur definitief maken?');
      expect(dialog).toHaveTextContent('kan daarna niet meer worden gewijzigd');
      await user.click(within(dialog).getByRole('button', { name: 'Nog niet' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls.some((c) => c.method !== 'GET')).toBe(false);

      await user.click(screen.getByTestId('invoice-finalize'));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, definitief maken' }));
      expect(await screen.findByTestId('invoice-title', {}, { timeout: 10_000 })).toHaveTextContent('Factuur DK000009');
      const writes = calls.filter((c) => c.method !== 'GET');
      expect(writes.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual([
        'PUT /api/invoices/d1',
        'POST /api/invoices/d1/finalize',
      ]);
      expect(writes[0].body).toEqual({ data: { reference: 'PO-88' } });
    },
    LONG_FORM_MS,
  );

  it(
    "takes decimal quantities, a discount line, a VAT ground at 0 % and a period, and shows the server's refusal in Dutch",
    async () => {
      const lines = [
        { description: 'Redactie (uren)', unitPrice: 8333, quantity: 1, taxPercentage: 21, amount: 8333 },
        { description: 'Cursus', unitPrice: 5000, quantity: 1, taxPercentage: 0, vatCategory: 'E', amount: 5000 },
      ];
      const { calls } = editDraft(draft({ lines, exemptionReason: 'art. 11 Wet OB' }), {
        'PUT /api/invoices/d1': validationError([
          { path: ['lines'], code: 'negativeTotal', message: 'Discount lines cannot bring the total below zero.' },
        ]),
      });
      // The 0 % line shows its ground; the line with a rate has none.
      // The form renders the loaded draft again once its references arrive: look for the ground in the settled form.
      await waitFor(() => expect(screen.getByText('Vrijgesteld van btw')).toBeInTheDocument(), { timeout: 10_000 });
      expect(screen.getAllByLabelText('Btw-grond bij 0%')).toHaveLength(1);
      fireEvent.change(screen.getAllByLabelText('Aantal')[0], { target: { value: '1.5' } });
      fireEvent.change(screen.getAllByLabelText('Prijs per stuk')[1], { target: { value: '-50' } });
      fireEvent.change(screen.getAllByLabelText('Periode van')[0], { target: { value: '2026-12-01' } });
      fireEvent.change(screen.getAllByLabelText('Periode t/m')[0], { target: { value: '2026-12-31' } });
      // 1.5 × € 83,33 = € 124,995: rounded to whole cents as the server does.
      await waitFor(() => expect(screen.getAllByTestId('invoice-line-amount')[0]).toHaveTextContent('€ 125,00'), {
        timeout: 10_000,
      });
      await userEvent.setup().click(screen.getByTestId('invoice-save-draft'));
      await waitFor(
        () =>
          expect(
            screen.getByText(
              'Kortingsregels mogen het totaal (of het bedrag bij een btw-tarief) niet onder nul brengen',
            ),
          ).toBeInTheDocument(),
        { timeout: 10_000 },
      );
      const put = calls.find((c) => c.method === 'PUT');
      expect((put?.body as { data: { lines: unknown[] } }).data.lines).toEqual([
        {
          description: 'Redactie (uren)',
          unitPrice: 8333,
          quantity: 1.5,
          taxPercentage: 21,
          periodStart: '2026-12-01',
          periodEnd: '2026-12-31',
        },
        { description: 'Cursus', unitPrice: -5000, quantity: 1, taxPercentage: 0, vatCategory: 'E' },
      ]);
    },
    LONG_FORM_MS,
  );

  it(
    'does not ask to finalise a draft without a customer or lines, and says what is missing',
    async () => {
      const { calls } = editDraft(draft({ customer: null, lines: [] }));
      await userEvent.setup().click(await screen.findByTestId('invoice-finalize'));
      expect(await screen.findByText('Een factuur heeft minstens één regel nodig')).toBeInTheDocument();
      expect(screen.getByLabelText('Klant').closest('.MuiFormControl-root')).toHaveTextContent('Verplicht');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    },
    LONG_FORM_MS,
  );

  it(
    "keeps the typed values and shows the server's field errors in the user's language",
    async () => {
      editDraft(draft(), {
        'PUT /api/invoices/d1': validationError([
          { path: ['paymentMethod'], code: 'ibanForDirectDebit', message: 'Direct debit needs the customer IBAN' },
        ]),
      });
      fireEvent.change(await screen.findByLabelText('Uw referentie'), { target: { value: 'PO-99' } });
      await userEvent.setup().click(screen.getByTestId('invoice-save-draft'));
      expect(
        await screen.findByText('Automatische incasso kan alleen als de klant een IBAN heeft'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Uw referentie')).toHaveValue('PO-99');
    },
    LONG_FORM_MS,
  );

  it(
    "explains a refused finalisation in the user's language",
    async () => {
      editDraft(draft(), {
        'PUT /api/invoices/d1': { body: { data: draft() } },
        'POST /api/invoices/d1/finalize': conflict('The invoice numbers are used up.', {
          code: 'invoice_serials_full',
          capacity: 999,
        }),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByTestId('invoice-finalize', {}, { timeout: 10_000 }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, definitief maken' }));
      expect(await screen.findByTestId('invoice-conflict')).toHaveTextContent(
        'De factuurnummers van dit kanaal zijn op (hoogstens 999).',
      );
    },
    LONG_FORM_MS,
  );
});

describe('/sales/invoices/{id} (a draft the server will not finalise)', () => {
  it(
    "puts the finalisation's field errors on the fields, in invoice words",
    async () => {
      editDraft(draft(), {
        'PUT /api/invoices/d1': { body: { data: draft() } },
        'POST /api/invoices/d1/finalize': validationError([
          { path: ['lines'], code: 'atLeastOneInvoiceLine', message: 'An invoice needs at least one line.' },
        ]),
      });
      const user = userEvent.setup();
      // The draft's form appears once its screen (loaded on first use) and its references are read.
      await user.click(await screen.findByTestId('invoice-finalize', {}, { timeout: 10_000 }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, definitief maken' }));
      expect(await screen.findByText('Een factuur heeft minstens één regel nodig')).toBeInTheDocument();
    },
    LONG_FORM_MS,
  );
});
