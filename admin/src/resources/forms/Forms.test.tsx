import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ACTIONS = [
  ...['find', 'findOne', 'create', 'update', 'delete'].map((a) => `api::form.form.${a}`),
  ...['find', 'findOne', 'update', 'setStatus', 'reply', 'export', 'assignees', 'file'].map(
    (a) => `api::form-thread.form-thread.${a}`,
  ),
];
const TIMEOUT = { timeout: 15_000 };
const rows = (data: unknown[]) => ({ body: { data, meta: { pagination: { total: data.length } } } });

const FIELDS = [
  { key: 'name', label: 'Naam', type: 'text', required: true },
  { key: 'email', label: 'E-mail', type: 'email', required: true },
  { key: 'privacy', label: 'Privacy', type: 'consent', required: true, consentText: 'Ik ga akkoord.' },
];
const thread = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  documentId: 't1',
  email: 'jan@example.com',
  name: 'Jan Jansen',
  status: 'closed',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  values: { name: 'Jan Jansen', email: 'jan@example.com', privacy: true },
  consents: [{ key: 'privacy', text: 'Ik ga akkoord.' }],
  messages: [],
  history: [
    {
      at: '2026-11-20T10:00:00.000Z',
      by: { name: 'anna' },
      action: 'status',
      note: 'status changed from open to closed',
    },
  ],
  form: { documentId: 'f1', name: 'Contact', fields: FIELDS },
  assignee: null,
  files: [],
  ...extra,
});

describe('/forms', () => {
  it('lists submissions with their status and form, and explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/form-threads': rows([thread()]) });
    const first = renderConsole('/forms/threads');
    expect(await screen.findByText('jan@example.com', {}, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByTestId('thread-status')).toHaveTextContent('Gesloten');
    expect(screen.getByText('Contact')).toBeInTheDocument();
    first.unmount();
    forgetMe();
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/form-threads': rows([]) });
    renderConsole('/forms/threads');
    expect(await screen.findByTestId('formThreads-empty', {}, TIMEOUT)).toHaveTextContent('Nog geen inzendingen');
  });

  it('shows the answers and log, and SPEC 8’s message when a status change is refused', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/form-threads/t1': {
        body: {
          data: thread({
            messages: [
              { id: 'm1', direction: 'out', at: '2026-11-20T10:00:00.000Z', body: 'Welk adres?', by: { name: 'anna' } },
              { id: 'm2', direction: 'in', at: '2026-11-20T11:00:00.000Z', body: 'Dorpsstraat 1', via: 'inbound-mail' },
            ],
          }),
        },
      },
      'GET /api/form-threads/assignees': { body: { data: [{ id: 3, name: 'anna', email: 'anna@example.com' }] } },
      'POST /api/form-threads/t1/status': {
        status: 409,
        body: {
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'A thread cannot move from closed to open.',
            details: { code: 'thread_transition', params: { from: 'closed', to: 'open' } },
          },
        },
      },
    });
    renderConsole('/forms/threads/t1/show');
    expect(await screen.findByText('Toestemming gegeven: "Ik ga akkoord."', {}, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByTestId('thread-history')).toHaveTextContent('status changed from open to closed');
    // The submitter's answer says how it came in.
    expect(screen.getByTestId('thread-message-in')).toHaveTextContent('Antwoord van de inzender · per e-mail');
    expect(screen.getByTestId('thread-message-out')).toHaveTextContent('Verstuurd door anna');
    // A closed thread is reopened before a reply.
    expect(await screen.findByText('Heropen het gesprek om te antwoorden.', {}, TIMEOUT)).toBeInTheDocument();
    fireEvent.change(await screen.findByTestId('status-select', {}, TIMEOUT), { target: { value: 'open' } });
    await userEvent.setup().click(screen.getByTestId('status-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), TIMEOUT);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ status: 'open' });
    expect(await screen.findByTestId('status-refusal', {}, TIMEOUT)).toHaveTextContent(
      'Status van het formulier wijzigen is mislukt.',
    );
  }, 40_000);

  it('refuses a form without a required e-mail field in the builder, before the server is asked', async () => {
    const { calls } = mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) } });
    renderConsole('/forms/create');
    fireEvent.change(await screen.findByLabelText(/^Naam/, {}, TIMEOUT), { target: { value: 'Aanvraag' } });
    const user = userEvent.setup();
    // The new form's e-mail field (the second) loses its "required".
    const required = await screen.findAllByLabelText(/Verplicht/, {}, TIMEOUT);
    await user.click(required[1]);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText(
        'Een formulier heeft een verplicht e-mailveld nodig: antwoorden gaan naar dat adres.',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  }, 40_000);
});
