import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderConsole } from '@/resources/content/content/testHarness';
import { editDraft, LONG_FORM_MS, LOOKUPS } from './formHarness';
import { draft, invoice, invoiceChannel, invoiceCustomer, list, serialUsage } from '../testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

describe('/sales/invoices/create', () => {
  it(
    'starts on the default channel, adds lines at its VAT and saves a draft',
    async () => {
      const { calls } = mockFetchRoutes({
        ...LOOKUPS,
        'POST /api/invoices': (call) => ({
          status: 201,
          body: { data: draft((call.body as { data: Record<string, unknown> }).data) },
        }),
        'GET /api/invoices/d1': { body: { data: draft() } },
      });
      renderConsole('/sales/invoices/create');
      expect(
        await screen.findByText('Factureert in EUR; standaard btw 21%, betaaltermijn 14 dagen'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Betaaltermijn (dagen)')).toHaveAttribute(
        'placeholder',
        '14 (standaard van het kanaal)',
      );
      const user = userEvent.setup();
      // The wizard: customer and address first, then the lines.
      expect(screen.getByTestId('invoice-step-lines')).not.toBeVisible();
      await user.click(screen.getByTestId('invoice-step-next'));
      expect(screen.getByTestId('invoice-step-lines')).toBeVisible();
      await user.click(screen.getByTestId('invoice-add-line'));
      fireEvent.change(await screen.findByLabelText('Omschrijving'), { target: { value: 'Advertentie' } });
      fireEvent.change(screen.getByLabelText('Prijs per stuk'), { target: { value: '100' } });
      fireEvent.change(screen.getByLabelText('Aantal'), { target: { value: '2' } });
      expect(screen.getByLabelText('Btw-percentage')).toHaveValue(21);
      expect(await screen.findByTestId('invoice-line-amount')).toHaveTextContent('€ 200,00');
      expect(screen.getByTestId('preview-total')).toHaveTextContent('€ 242,00');
      await user.click(screen.getByTestId('invoice-save-draft'));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
        data: {
          channel: 'ch1',
          customer: null,
          addressee: null,
          paymentMethod: 'CREDIT',
          reverseCharge: false,
          lines: [{ description: 'Advertentie', unitPrice: 10000, quantity: 2, taxPercentage: 21 }],
        },
      });
      expect(await screen.findByText('Concept opgeslagen')).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/(app|resources)\.[a-z_/]+\./);
    },
    LONG_FORM_MS,
  );

  it(
    'opens the step with the field that stops the finalisation',
    async () => {
      const { calls } = mockFetchRoutes(LOOKUPS);
      renderConsole('/sales/invoices/create');
      const user = userEvent.setup();
      const steps = await screen.findByTestId('invoice-steps');
      await user.click(within(steps).getByText('Betaling en teksten'));
      expect(screen.getByTestId('invoice-step-terms')).toBeVisible();
      await user.click(screen.getByTestId('invoice-finalize'));
      await waitFor(() => expect(screen.getByTestId('invoice-step-parties')).toBeVisible());
      expect(screen.getByLabelText('Klant').closest('.MuiFormControl-root')).toHaveTextContent('Verplicht');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    },
    LONG_FORM_MS,
  );

  it(
    "fills the empty addressee from the chosen customer's billing address",
    async () => {
      mockFetchRoutes({
        ...LOOKUPS,
        'GET /api/customers/cu1': {
          body: {
            data: invoiceCustomer({
              addresses: [
                {
                  id: 1,
                  company: 'Orderklant B.V.',
                  street: 'Domplein',
                  houseNumber: '1',
                  postcode: '3512 JE',
                  city: 'Utrecht',
                  country: 'NL',
                  defaultBilling: true,
                },
              ],
            }),
          },
        },
      });
      renderConsole('/sales/invoices/create');
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Klant/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Orderklant B.V.' }));
      // The customer is read once chosen; on the shared machine that can take a while.
      await waitFor(() => expect(screen.getByLabelText('Straat')).toHaveValue('Domplein'), { timeout: 15_000 });
      expect(screen.getByLabelText('Plaats')).toHaveValue('Utrecht');
    },
    LONG_FORM_MS,
  );

  it(
    'says so when the chosen customer cannot be read',
    async () => {
      mockFetchRoutes({
        ...LOOKUPS,
        'GET /api/customers/cu1': {
          status: 500,
          body: { error: { status: 500, name: 'InternalServerError', message: 'boom' } },
        },
      });
      renderConsole('/sales/invoices/create');
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Klant/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Orderklant B.V.' }));
      expect(await screen.findByTestId('invoice-customer-failed')).toHaveTextContent(
        'Er is een fout opgetreden bij het ophalen van de klant.',
      );
    },
    LONG_FORM_MS,
  );

  it(
    'makes a new customer on the spot from the typed addressee and chooses it',
    async () => {
      const created = invoiceCustomer({ id: 6, documentId: 'cu2', name: 'Nieuw B.V.', displayName: 'Nieuw B.V.' });
      const { calls } = mockFetchRoutes({
        ...LOOKUPS,
        'GET /api/customers': list([invoiceCustomer(), created]),
        'GET /api/customers/cu2': { body: { data: created } },
        'POST /api/customers': { status: 201, body: { data: created } },
      });
      renderConsole('/sales/invoices/create');
      fireEvent.change(await screen.findByLabelText('Bedrijfsnaam'), { target: { value: 'Nieuw B.V.' } });
      fireEvent.change(screen.getByLabelText('Straat'), { target: { value: 'Markt' } });
      const user = userEvent.setup();
      await user.click(screen.getByTestId('new-customer'));
      const dialog = await screen.findByTestId('new-customer-dialog');
      expect(within(dialog).getByLabelText('Bedrijfsnaam')).toHaveValue('Nieuw B.V.');
      fireEvent.change(within(dialog).getByLabelText('E-mailadressen voor facturen'), {
        target: { value: 'geen-adres' },
      });
      await user.click(within(dialog).getByTestId('new-customer-save'));
      expect(
        within(dialog).getByText('Eén geldig e-mailadres per regel (geen-adres is niet geldig)'),
      ).toBeInTheDocument();
      fireEvent.change(within(dialog).getByLabelText('E-mailadressen voor facturen'), {
        target: { value: 'factuur@nieuw.nl' },
      });
      await user.click(within(dialog).getByTestId('new-customer-save'));
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^Klant/ })).toHaveValue('Nieuw B.V.'));
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        data: {
          name: 'Nieuw B.V.',
          contact: '',
          email: '',
          emailFinancial: 'factuur@nieuw.nl',
          vatinType: 'eligible',
          addresses: [
            { company: 'Nieuw B.V.', street: 'Markt', country: 'NL', defaultBilling: true, defaultShipping: false },
          ],
        },
      });
    },
    LONG_FORM_MS,
  );
});

describe('invoice numbers running out (invoice form)', () => {
  const USAGE = {
    'GET /api/invoices/serial-usage': {
      body: {
        data: [
          serialUsage({ used: 12 }),
          serialUsage({
            channel: { documentId: 'ch2', name: 'Weekblad' },
            used: 95,
            capacity: 99,
            year: 2026,
            nearlyFull: true,
          }),
        ],
      },
    },
    'GET /api/channels/ch2': {
      body: {
        data: invoiceChannel({ id: 2, documentId: 'ch2', name: 'Weekblad', isDefault: false, invoiceDefaultTax: 9 }),
      },
    },
  };

  it(
    'warns only about the chosen channel',
    async () => {
      mockFetchRoutes({ ...LOOKUPS, ...USAGE });
      renderConsole('/sales/invoices/create');
      expect(
        await screen.findByText('Factureert in EUR; standaard btw 21%, betaaltermijn 14 dagen'),
      ).toBeInTheDocument();
      // The default channel has numbers enough.
      await waitFor(() => expect(screen.getByTestId('invoice-step-parties')).toBeVisible());
      expect(screen.queryByTestId('serial-usage-alert')).not.toBeInTheDocument();
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Kanaal/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Weekblad' }));
      const alert = await screen.findByTestId('serial-usage-alert');
      expect(alert).toHaveTextContent(
        'Kanaal Weekblad: 95 van de 99 factuurnummers zijn gebruikt in 2026. Vergroot de lengte van het volgnummer bij het kanaal.',
      );
      expect(within(alert).getByRole('link', { name: 'Weekblad' })).toHaveAttribute('href', '/sales/channels/ch2');
      expect(screen.getAllByTestId('serial-usage-alert')).toHaveLength(1);
    },
    LONG_FORM_MS,
  );

  it(
    'shows the warning in the edit of a draft of a nearly full channel',
    async () => {
      editDraft(draft(), {
        'GET /api/invoices/serial-usage': {
          body: { data: [serialUsage({ used: 999, nearlyFull: true, full: true })] },
        },
      });
      // The edit screen loads lazily: as long a wait as the other form tests on a busy machine.
      const alert = await screen.findByTestId('serial-usage-alert', {}, { timeout: 15_000 });
      expect(alert).toHaveTextContent('Kanaal De Dagkrant: 999 van de 999 factuurnummers zijn gebruikt.');
      expect(alert).toHaveClass('MuiAlert-colorError');
    },
    LONG_FORM_MS,
  );

  it(
    'says so after a finalisation that leaves the channel nearly out of numbers',
    async () => {
      const warning = {
        code: 'invoice_serials_nearly_full',
        message: '900 of the 999 invoice numbers of De Dagkrant are used.',
        ...serialUsage({ used: 900, nearlyFull: true }),
      };
      let final = false;
      editDraft(draft(), {
        'GET /api/invoices/d1': () => ({
          body: { data: final ? invoice({ documentId: 'd1', serial: 'DK000900' }) : draft() },
        }),
        'PUT /api/invoices/d1': { body: { data: draft() } },
        'POST /api/invoices/d1/finalize': () => {
          final = true;
          return { body: { data: invoice({ documentId: 'd1', serial: 'DK000900' }), meta: { warnings: [warning] } } };
        },
      });
      const user = userEvent.setup();
      await user.click(await screen.findByTestId('invoice-finalize', {}, { timeout: 15_000 }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, definitief maken' }));
      expect(await screen.findByText('Factuur DK000900 is definitief', {}, { timeout: 10_000 })).toBeInTheDocument();
      // The warning follows the confirmation.
      const notified = await screen.findByText(
        'Kanaal De Dagkrant: 900 van de 999 factuurnummers zijn gebruikt. Vergroot de lengte van het volgnummer bij het kanaal.',
        {},
        { timeout: 10_000 },
      );
      expect(notified.closest('.RaNotification-warning')).not.toBeNull();
    },
    LONG_FORM_MS,
  );
});
