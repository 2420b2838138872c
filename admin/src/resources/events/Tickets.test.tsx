import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '@/providers/authProvider';
import { dataProvider } from '@/providers/dataProvider';
import { resetErrorBus } from '@/providers/errorBus';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';
import { CheckInPage } from './check-in/CheckInPage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const TICKET_ACTIONS = ['find', 'findOne', 'update', 'revoke', 'scan', 'checkIn', 'guestList'].map(
  (a) => `api::ticket.ticket.${a}`,
);
const list = (rows: unknown[]) => ({ body: { data: rows, meta: { pagination: { total: rows.length } } } });
const EVENTS = {
  'GET /api/events': {
    body: { data: [{ documentId: 'e1', title: 'Mediacongres', sessions: [{ documentId: 's1', title: 'Ochtend' }] }] },
  },
};
const ticket = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 't7',
  number: '000042-1-1',
  firstName: 'Anna',
  lastName: 'de Vries',
  email: 'anna@example.com',
  scanned: false,
  scannedAt: null,
  revoked: false,
  event: { id: 1, documentId: 'e1', title: 'Mediacongres' },
  session: null,
  order: { id: 4, documentId: 'o4', serial: '000042' },
  customer: null,
  ...extra,
});
const refusal = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: {
    error: {
      status,
      name: status === 404 ? 'NotFoundError' : 'ConflictError',
      message: 'x',
      details: { code, ...extra },
    },
  },
});

describe('/events/tickets', () => {
  it('lists tickets with their event, order link and status, and revokes one after a confirmation with release', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(TICKET_ACTIONS) },
      ...EVENTS,
      'GET /api/tickets': list([ticket()]),
      'POST /api/tickets/t7/revoke': { body: { data: ticket({ revoked: true }) } },
    });
    renderConsole('/events/tickets');
    const row = (await screen.findByText('000042-1-1')).closest('tr')!;
    expect(within(row).getByText('Anna de Vries')).toBeInTheDocument();
    expect(within(row).getByText('Mediacongres')).toBeInTheDocument();
    expect(within(row).getByText('000042').closest('a')).toHaveAttribute('href', '/sales/orders/o4/show');
    expect(within(row).getByText('Geldig')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByTestId('ticket-revoke-000042-1-1'));
    await user.click(await screen.findByTestId('ticket-revoke-release'));
    await user.click(screen.getByRole('button', { name: 'Intrekken' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/tickets/t7/revoke')?.body).toEqual({ release: true }));
  });

  it('filters on the chosen event’s documentId and downloads that event’s guest list', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(TICKET_ACTIONS) },
      ...EVENTS,
      'GET /api/tickets': list([ticket()]),
      'GET /api/tickets/guest-list': { body: '%PDF-1.4' },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    renderConsole('/events/tickets');
    await screen.findByText('000042-1-1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Evenement' }));
    await user.click(await screen.findByRole('option', { name: 'Mediacongres' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.startsWith('/api/tickets?') && c.url.includes('filters[event][documentId][$eq]=e1')),
      ).toBe(true),
    );
    await user.click(screen.getByTestId('guest-list-menu'));
    await user.click(await screen.findByTestId('guest-list-pdf'));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/tickets/guest-list?event=e1&format=pdf&columns=email'),
    );
  });

  it('explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(TICKET_ACTIONS) }, ...EVENTS, 'GET /api/tickets': list([]) });
    renderConsole('/events/tickets');
    expect(await screen.findByTestId('tickets-empty')).toHaveTextContent('Nog geen tickets');
  });

  it('says SPEC 8’s failure text with the reason when saving a ticket fails, keeping the input', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(TICKET_ACTIONS) },
      ...EVENTS,
      'GET /api/tickets/t7': { body: { data: ticket() } },
      'PUT /api/tickets/t7': refusal(409, 'ticket_revoked'),
    });
    renderConsole('/events/tickets/t7');
    const user = userEvent.setup();
    const first = await screen.findByDisplayValue('Anna');
    await user.clear(first);
    await user.type(first, 'Bram');
    await user.click(screen.getByRole('button', { name: /Opslaan/ }));
    expect(await screen.findByTestId('ticket-edit-failed')).toHaveTextContent(
      'Ticket bewerken is mislukt. Probeer het opnieuw. Dit ticket is ingetrokken.',
    );
    expect(screen.getByDisplayValue('Bram')).toBeInTheDocument();
  });
});

const renderCheckIn = () =>
  render(
    <TestMemoryRouter initialEntries={['/events/check-in']}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <CheckInPage />
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('/events/check-in', () => {
  it('checks a keyboard-wedge scan (Enter) and says each result in words, with the counts', async () => {
    const answers = [
      {
        body: {
          result: 'OK',
          ticket: {
            number: '000042-1-1',
            name: 'Anna de Vries',
            event: null,
            session: null,
            scannedAt: '2026-12-01T18:05:00.000Z',
          },
        },
      },
      refusal(409, 'already_scanned', { params: { at: '2026-12-01T18:05:00.000Z' } }),
      refusal(409, 'ticket_revoked'),
      refusal(404, 'ticket_unknown'),
      refusal(409, 'wrong_event', { params: { event: 'Andere dag' } }),
    ];
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(TICKET_ACTIONS) },
      ...EVENTS,
      'GET /api/tickets/check-in/e1': { body: { data: { total: 120, scanned: 37, revoked: 2, bySession: [] } } },
      'POST /api/tickets/scan': () => answers.shift()!,
    });
    renderCheckIn();
    expect(await screen.findByTestId('check-in-counts')).toHaveTextContent('37 van 120 binnen');
    const user = userEvent.setup();
    const input = screen.getByTestId('check-in-code');
    const result = async () => (await screen.findByTestId('check-in-result')).textContent;
    await user.type(input, '000042-1-1.abcdefghijklmnopqrstuv{Enter}');
    await waitFor(async () => expect(await result()).toContain('Welkom, Anna de Vries'));
    expect(calls.find((c) => c.url === '/api/tickets/scan')?.body).toEqual({
      code: '000042-1-1.abcdefghijklmnopqrstuv',
      event: 'e1',
    });
    expect(input).toHaveValue('');
    await user.type(input, 'x{Enter}');
    await waitFor(async () => expect(await result()).toContain('Al gescand om 19:05'));
    await user.type(input, 'x{Enter}');
    await waitFor(async () => expect(await result()).toContain('Dit ticket is ingetrokken'));
    await user.type(input, 'x{Enter}');
    await waitFor(async () => expect(await result()).toContain('Onbekend ticket'));
    await user.type(input, 'x{Enter}');
    await waitFor(async () => expect(await result()).toContain('Ticket voor een ander evenement (Andere dag)'));
    expect(screen.getByTestId('check-in-result')).toHaveAttribute('data-result', 'wrong_event');
  });
});
