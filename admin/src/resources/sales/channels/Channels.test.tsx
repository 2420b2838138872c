import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterMenu, routesOf } from '@/layout/menuModel';
import { MENU } from '@/layout/areas';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'].map((a) => `api::channel.channel.${a}`);
const channel = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'ch1',
  name: 'De Dagkrant',
  company: 'Dagkrant Media B.V.',
  currency: 'EUR',
  invoiceSerialPrefix: 'DK',
  invoiceSerialLength: 6,
  invoiceStartWithSerial: 1,
  invoiceContinuedSerial: true,
  isDefault: true,
  isActive: true,
  invoicingStartedAt: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });

describe('sales menu', () => {
  it('shows Sales > Channels only with the channel find permission', () => {
    expect(routesOf(filterMenu(MENU, ['api::channel.channel.create']))).toEqual(['/']);
    expect(routesOf(filterMenu(MENU, ['api::channel.channel.find']))).toEqual(['/', '/sales/channels']);
  });
});

describe('/sales/channels', () => {
  it('lists channels and explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/channels': list([channel()]) });
    const first = renderConsole('/sales/channels');
    expect(await screen.findByText('De Dagkrant')).toBeInTheDocument();
    expect(screen.getByText('Dagkrant Media B.V.')).toBeInTheDocument();
    first.unmount();
    forgetMe();
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/channels': list([]) });
    renderConsole('/sales/channels');
    expect(await screen.findByText('Nog geen kanalen')).toBeInTheDocument();
  });

  it('shows the serial capacity and keeps the input when the server refuses it', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/channels/ch1': { body: { data: channel() } },
      'PUT /api/channels/ch1': {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'iban must be a valid IBAN.',
            details: { errors: [{ path: ['iban'], code: 'iban', message: 'iban must be a valid IBAN.', params: {} }] },
          },
        },
      },
    });
    renderConsole('/sales/channels/ch1');
    expect(await screen.findByTestId('serial-capacity')).toHaveTextContent(
      'Ruimte voor 999.999 factuurnummers in totaal.',
    );
    const user = userEvent.setup();
    // The console's own check first (the same rule as the server's) ...
    await user.type(screen.getByLabelText('IBAN'), 'NL00BANK0000000000');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Vul een geldig IBAN in')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // ... then the server's refusal, shown on the field with the typed value kept.
    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'NL20INGB0001234567');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await screen.findByText('Vul een geldig IBAN in')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveValue('NL20INGB0001234567');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).not.toHaveProperty('data.invoicingStartedAt');
  });

  it('shows the numbering and identity read-only, with the reason, once invoices were issued', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/channels/ch1': { body: { data: channel({ invoicingStartedAt: '2026-10-01T09:00:00.000Z' }) } },
    });
    renderConsole('/sales/channels/ch1');
    expect(await screen.findByTestId('channel-frozen')).toHaveTextContent('Dit kanaal heeft al facturen uitgegeven.');
    await waitFor(() => expect(screen.getByLabelText('Voorvoegsel factuurnummer')).toBeDisabled());
    expect(screen.getByLabelText('Bedrijfsnaam')).toBeDisabled();
    expect(screen.getByLabelText('Land')).toBeDisabled();
    expect(screen.getByLabelText('Naam')).not.toBeDisabled();
    expect(screen.getByLabelText('IBAN')).not.toBeDisabled();
  });

  it('takes the invoice reminder days relative to the due date, with what they mean', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/channels/ch1': { body: { data: channel({ invoiceReminderDays: '-3,7,21' }) } },
      'PUT /api/channels/ch1': (call) => ({
        body: { data: channel((call.body as { data: Record<string, unknown> }).data) },
      }),
    });
    renderConsole('/sales/channels/ch1');
    const days = await screen.findByLabelText('Herinneringen (dagen t.o.v. de vervaldatum)');
    expect(days).toHaveValue('-3,7,21');
    expect(screen.getByText(/negatief is vóór de vervaldatum/)).toBeInTheDocument();
    fireEvent.change(days, { target: { value: '-3, zeven' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(
        "Hoogstens 6 dagen ten opzichte van de vervaldatum, van -60 tot 365, oplopend en gescheiden door komma's, zoals -3,7,21",
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(days, { target: { value: '-5, 10' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ data: { invoiceReminderDays: '-5, 10' } }),
    );
  });
});
