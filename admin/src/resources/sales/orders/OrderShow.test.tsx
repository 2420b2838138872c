import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { conflict, order, ORDER_ACTIONS_ALL } from './testData';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const actionButtons = async () =>
  within(await screen.findByTestId('order-actions'))
    .getAllByRole('button')
    .map((b) => b.textContent);
const showOrder = (
  record: Record<string, unknown>,
  allowed = ORDER_ACTIONS_ALL,
  extra: Parameters<typeof mockFetchRoutes>[0] = {},
  path = '/sales/orders/o1/show',
) => {
  const mocked = mockFetchRoutes({
    'GET /api/me': { body: meWith(allowed) },
    'GET /api/orders/o1': { body: { data: record } },
    ...extra,
  });
  return { ...mocked, view: renderConsole(path) };
};

describe('/sales/orders/{id}/show', () => {
  it('shows number, status, lines, VAT per rate, the customer link, the addressee and the history', async () => {
    const { calls } = showOrder(
      order({
        history: [
          ...order().history,
          {
            at: '2026-11-18T11:00:00.000Z',
            by: { id: null, name: 'system' },
            action: 'tickets',
            note: '2 tickets revoked',
          },
          {
            at: '2026-11-18T12:00:00.000Z',
            by: { id: null, name: 'system' },
            action: 'pay',
            from: 'PENDING',
            to: 'PAID',
            note: 'tickets returned to stock',
          },
          {
            at: '2026-11-18T12:00:01.000Z',
            by: { id: null, name: 'system' },
            action: 'invoices',
            note: '1 draft invoice(s) deleted (4360 cents): abc123',
          },
        ],
      }),
    );
    expect(await screen.findByTestId('order-serial')).toHaveTextContent('Bestelling 000042');
    expect(screen.getAllByText('Bestelling 000042')).toHaveLength(1);
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getByText('Btw 9% over € 74,85')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('€ 93,69');
    expect(screen.getByTestId('order-customer')).toHaveAttribute('href', '/sales/customers/cu1');
    expect(screen.getByText('Mevr. Olga Order')).toBeInTheDocument();
    expect(screen.getByTestId('order-notes')).toHaveTextContent('Belt graag eerst');
    const history = screen.getAllByTestId('history-entry').slice(1);
    // The server's ticket notes in the user's language.
    expect(history[1]).toHaveTextContent('Tickets');
    expect(history[1]).toHaveTextContent('2 tickets ingetrokken');
    history.splice(1, 1);
    // A cancelled or expired order's draft invoices are deleted with it.
    expect(screen.getAllByTestId('history-entry')[0]).toHaveTextContent(/^Facturen/);
    expect(screen.getAllByTestId('history-entry')[0]).toHaveTextContent('Conceptfactuur van € 43,60 verwijderd');
    expect(history[0]).toHaveTextContent('Betaald · Openstaand → Betaald');
    expect(history[0]).toHaveTextContent('door het systeem');
    expect(history[0]).toHaveTextContent('Kaartjes terug in de voorraad');
    expect(history[1]).toHaveTextContent(/Aangemaakt · Openstaand.*17 nov 2026.*10:30.*door admin@example.com/);
    expect(calls[1].url).toBe('/api/orders/o1?populate[0]=customer&populate[1]=channel&populate[2]=addressee');
    // Orders are never deleted.
    expect(screen.queryByRole('button', { name: /Verwijderen/ })).not.toBeInTheDocument();
  });

  it('offers the actions the status allows and the user may use', async () => {
    const first = showOrder(order({ paymentDueAt: new Date(Date.now() + 86_400_000).toISOString() }));
    // Not yet past its payment time: it cannot expire.
    expect(await actionButtons()).toEqual(['Markeren als betaald', 'Afsluiten', 'Annuleren']);
    first.view.unmount();
    forgetMe();
    vi.unstubAllGlobals();

    const overdue = showOrder(order({ paymentDueAt: new Date(Date.now() - 60_000).toISOString() }));
    expect(await actionButtons()).toEqual(['Markeren als betaald', 'Afsluiten', 'Laten verlopen', 'Annuleren']);
    overdue.view.unmount();
    forgetMe();
    vi.unstubAllGlobals();

    showOrder(
      order({ type: 'TICKET', status: 'PAID' }),
      ORDER_ACTIONS_ALL.filter((a) => !a.endsWith('.cancel')),
    );
    expect(await actionButtons()).toEqual(['Afsluiten', 'Kaartjes vrijgeven']);
  });

  it('asks before cancelling, and says why the server refused', async () => {
    const { calls } = showOrder(order({ status: 'CLOSED' }), ORDER_ACTIONS_ALL, {
      'POST /api/orders/o1/cancel': conflict('A cancelled order cannot be cancelled.', {
        code: 'illegal_transition',
        status: 'CANCELLED',
        action: 'cancel',
      }),
    });
    const user = userEvent.setup();
    expect(await actionButtons()).toEqual(['Heropenen', 'Annuleren']);
    await user.click(screen.getByTestId('order-action-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bestelling 000042 annuleren?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Terug' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bestelling annuleren' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/orders/o1/cancel')).toBe(true));
    expect(await screen.findByTestId('order-action-refused')).toHaveTextContent(
      'Dit kan niet (meer): de bestelling is nu "Geannuleerd". Vernieuw de pagina.',
    );
  });

  it('marks an order as paid without asking, and reloads it', async () => {
    let paid = false;
    const { calls } = showOrder(order(), ORDER_ACTIONS_ALL, {
      'GET /api/orders/o1': () => ({
        body: { data: order(paid ? { status: 'PAID', paidAt: '2026-11-18T12:00:00.000Z' } : {}) },
      }),
      'POST /api/orders/o1/pay': () => {
        paid = true;
        return { body: { data: order({ status: 'PAID' }) } };
      },
    });
    await userEvent.setup().click(await screen.findByTestId('order-action-pay'));
    expect(await screen.findByText('Bestelling gemarkeerd als betaald')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Betaald'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({});
  });
});

describe('/sales/orders/{id} (edit)', () => {
  it('sends only the editable fields that changed', async () => {
    const { calls } = showOrder(
      order({ status: 'PAID' }),
      ORDER_ACTIONS_ALL,
      {
        'PUT /api/orders/o1': (call) => ({
          body: { data: order({ status: 'PAID', ...(call.body as { data: object }).data }) },
        }),
      },
      '/sales/orders/o1',
    );
    const notes = await screen.findByLabelText('Interne notities');
    expect(screen.getByLabelText('Te betalen vóór')).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(notes);
    await user.type(notes, 'Gebeld');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ data: { notes: 'Gebeld' } });
  });
});
