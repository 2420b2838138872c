import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/providers/apiError';
import { resetErrorBus, subscribeToApiErrors } from '@/providers/errorBus';
import { errorText } from '@/providers/errorText';
import { createI18nProvider } from '@/providers/i18nProvider';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const ACTIONS = [
  'find',
  'findOne',
  'create',
  'update',
  'delete',
  'members',
  'addMembers',
  'removeMember',
  'addFromSegment',
  'importMembers',
].map((a) => `api::mail-list.mail-list.${a}`);
const list = (extra: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'ml1',
  name: 'Cultuurbrief',
  slug: 'cultuurbrief',
  description: 'Elke week het beste uit de cultuur',
  visibility: 'PUBLIC',
  confirmationSubject: null,
  memberCount: 2,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const rows = (data: unknown[]) => ({ body: { data, meta: { pagination: { total: data.length } } } });
const member = (profileId: string, email: string, status = 'confirmed') => ({
  profileId,
  email,
  firstName: null,
  lastName: null,
  status,
  source: 'staff',
  requestedAt: '2026-11-02T09:00:00.000Z',
  confirmedAt: status === 'confirmed' ? '2026-11-02T09:00:00.000Z' : null,
});
const page = (data: unknown[]) => ({
  body: { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } },
});
const TIMEOUT = { timeout: 15_000 };

describe('/mail/lists', () => {
  it('lists the lists with their visibility and members, and explains an empty list', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/mail-lists': rows([list()]) });
    const first = renderConsole('/mail/lists');
    expect(await screen.findByText('Cultuurbrief', {}, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Openbaar')).toBeInTheDocument();
    first.unmount();
    forgetMe();
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ACTIONS) }, 'GET /api/mail-lists': rows([]) });
    renderConsole('/mail/lists');
    expect(await screen.findByTestId('mailLists-empty', {}, TIMEOUT)).toHaveTextContent('Nog geen lijsten');
  });

  it('creates a list and keeps the input when the server refuses it with the limit', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'POST /api/mail-lists': {
        status: 409,
        body: {
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'The maximum of 50 lists has been reached.',
            details: { code: 'list_limit', limit: 50, params: { limit: 50 } },
          },
        },
      },
    });
    const reported: ApiError[] = [];
    const stop = subscribeToApiErrors((error) => reported.push(error));
    renderConsole('/mail/lists/create');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText(/Naam/, {}, TIMEOUT), { target: { value: 'Sportnieuws' } });
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), TIMEOUT);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ data: { name: 'Sportnieuws', slug: 'sportnieuws', visibility: 'PRIVATE' } });
    // The refusal is toasted (the console's error toast) in Dutch, and the typed name stays.
    await waitFor(() => expect(reported.map((e) => e.code)).toContain('list_limit'), TIMEOUT);
    stop();
    const { translate } = createI18nProvider();
    expect(
      errorText(
        reported.find((e) => e.code === 'list_limit')!,
        translate,
      ),
    ).toBe('Het maximum van 50 lijsten is bereikt.');
    expect(screen.getByLabelText(/Naam/)).toHaveValue('Sportnieuws');
  }, 40_000);

  it('shows the members, removes one after asking, and the subscribe snippet of a public list', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/mail-lists/ml1': { body: { data: list() } },
      'GET /api/mail-lists/ml1/members': page([
        member('p1', 'anna@example.com'),
        member('p2', 'bram@example.com', 'pending'),
      ]),
      'DELETE /api/mail-lists/ml1/members/p2': { body: { data: { removed: 1 } } },
    });
    renderConsole('/mail/lists/ml1/show');
    expect(await screen.findByText('anna@example.com', {}, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Wacht op bevestiging')).toBeInTheDocument();
    expect(screen.getByTestId('subscribe-url')).toHaveTextContent('/api/engagement/lists/cultuurbrief/subscribe');
    expect(screen.getByTestId('subscribe-form')).toHaveTextContent('"email"');
    const user = userEvent.setup();
    const bram = screen.getAllByTestId('member-row')[1];
    // The button shows once the access check has answered.
    await user.click(await within(bram).findByRole('button', { name: 'Van de lijst halen' }, TIMEOUT));
    expect(await screen.findByText('Lid verwijderen?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true), TIMEOUT);
  });

  it('imports a file and shows the summary with the refused lines', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/mail-lists/ml1': { body: { data: list({ visibility: 'PRIVATE' }) } },
      'GET /api/mail-lists/ml1/members': page([]),
      'POST /api/mail-lists/ml1/members/import': {
        body: {
          data: {
            rows: 3,
            added: 2,
            alreadyMembers: 0,
            createdProfiles: 1,
            refusedCount: 1,
            refused: [{ line: 3, value: 'geen-adres', code: 'email' }],
          },
        },
      },
    });
    renderConsole('/mail/lists/ml1/show');
    expect(await screen.findByTestId('members-empty', {}, TIMEOUT)).toBeInTheDocument();
    expect(screen.getByTestId('subscribe-private')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('add-import'));
    const file = new File(['E-mail\nanna@example.com\ngeen-adres\n'], 'adressen.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Bestand kiezen'), file);
    await user.click(screen.getByTestId('import-run'));
    expect(await screen.findByTestId('import-summary', {}, TIMEOUT)).toHaveTextContent(
      '3 regels gelezen: 2 toegevoegd, 0 waren al lid, 1 nieuwe profielen, 1 geweigerd.',
    );
    expect(screen.getByTestId('import-refused')).toHaveTextContent('Regel 3: "geen-adres" is geen e-mailadres');
    expect(calls.find((c) => c.method === 'POST')!.body).toBeInstanceOf(FormData);
  });

  it('explains a refused segment in the dialog', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith(ACTIONS) },
      'GET /api/mail-lists/ml1': { body: { data: list() } },
      'GET /api/mail-lists/ml1/members': page([]),
      'GET /api/segments': { body: { data: [{ documentId: 's1', name: 'Beursbezoekers' }] } },
      'POST /api/mail-lists/ml1/members/from-segment': {
        status: 422,
        body: {
          error: {
            status: 422,
            name: 'UnprocessableEntityError',
            message: 'This segment does not exist.',
            details: { code: 'segment_not_found' },
          },
        },
      },
    });
    renderConsole('/mail/lists/ml1/show');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-segment', {}, TIMEOUT));
    await user.click(screen.getByLabelText('Segment'));
    await user.click(await screen.findByText('Beursbezoekers', {}, TIMEOUT));
    await user.click(screen.getByTestId('add-segment-submit'));
    expect(await screen.findByTestId('add-segment-refusal', {}, TIMEOUT)).toHaveTextContent(
      'Dit segment bestaat niet meer.',
    );
  });
});
