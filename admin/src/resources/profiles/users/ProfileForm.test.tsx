import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { ALL_PROFILE_ACTIONS, LOOKUPS, NEWSLETTERS, TAGS, meWith, page, renderConsole } from './testHarness';

// A whole tabbed form per test on a shared two-core machine.
vi.setConfig({ testTimeout: 60_000 });
// react-admin scrolls to the top after navigating; jsdom has no scrolling.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const PROFILE = {
  id: 7,
  documentId: 'p7',
  firstName: 'Piet',
  lastName: 'Bakker',
  email: 'piet@example.nl',
  type: 'SUBSCRIBER',
  language: 'NL',
  accountStatus: 'CONFIRMED',
  blocked: false,
  allowMessages: true,
  emailNotifications: true,
  optIn: false,
  avatar: null,
  addresses: [
    {
      id: 11,
      company: null,
      firstName: 'Piet',
      lastName: 'Bakker',
      address: 'Damrak 1',
      postcode: '1012 LG',
      city: 'Amsterdam',
      country: 'NL',
      defaultBilling: true,
      defaultShipping: false,
    },
  ],
  tags: [TAGS[2]],
  newsletters: [NEWSLETTERS[0]],
  cv: null,
  createdAt: '2025-06-26T10:00:00.000Z',
  updatedAt: '2025-06-26T10:00:00.000Z',
};

const NOTES = [
  {
    id: 2,
    documentId: 'nt2',
    text: 'Belde over zijn abonnement.',
    authorName: 'Ada Admin',
    createdAt: '2025-01-15T09:30:00.000Z',
    updatedAt: '2025-01-15T09:30:00.000Z',
    canEdit: true,
  },
  {
    id: 1,
    documentId: 'nt1',
    text: 'Kwam langs op de beurs.',
    authorName: 'Eva Editor',
    createdAt: '2025-01-10T08:00:00.000Z',
    updatedAt: '2025-01-10T08:00:00.000Z',
    canEdit: false,
  },
];

type Route = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

const setup = (extra: Record<string, Route> = {}, actions: string[] = ALL_PROFILE_ACTIONS) =>
  mockFetchRoutes({
    'GET /api/me': { body: meWith(actions) },
    'GET /api/profiles': page([PROFILE]),
    'GET /api/profiles/p7': { body: { data: PROFILE } },
    'GET /api/profile-notes': page(NOTES),
    ...LOOKUPS,
    ...extra,
  });

const openTab = async (name: RegExp | string) => {
  fireEvent.click(await screen.findByRole('tab', { name }));
};

const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT' && c.url.startsWith('/api/profiles/p7'));

describe('profile form (/users/{id})', () => {
  it('opens the staff form with six tabs and every tab populated', async () => {
    const { calls } = setup();
    renderConsole('/users/p7');
    expect(await screen.findByDisplayValue('piet@example.nl')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Gegevens', 'Adressen', 'Tags en nieuwsbrieven', 'Notities', 'CV', 'Account']);
    const read = calls.find((c) => c.method === 'GET' && c.url.startsWith('/api/profiles/p7'))!;
    expect(decodeURIComponent(read.url)).toBe(
      '/api/profiles/p7?populate[avatar]=true&populate[addresses]=true&populate[tags]=true&populate[newsletters]=true&populate[cv][populate]=*',
    );
    expect(screen.queryByTestId('my-account')).not.toBeInTheDocument();
  });

  it('saves details, addresses (one default billing), tags and newsletters in one PUT', async () => {
    const { calls } = setup({
      'PUT /api/profiles/p7': (call) => ({
        body: {
          data: { ...PROFILE, ...(call.body as { data: object }).data, tags: [TAGS[2]], newsletters: [NEWSLETTERS[0]] },
        },
      }),
    });
    renderConsole('/users/p7');
    const user = userEvent.setup();
    const person = await screen.findByTestId('section-person');
    const firstName = within(person).getByDisplayValue('Piet');
    await user.clear(firstName);
    await user.type(firstName, 'Pieter');

    await openTab('Adressen');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    const postcodes = await screen.findAllByLabelText('Postcode');
    fireEvent.change(postcodes[1], { target: { value: '3511 AB' } });
    fireEvent.change(screen.getAllByLabelText('Plaats')[1], { target: { value: 'Utrecht' } });
    // Ticking "default billing" on the new address unticks it on the first.
    const billing = screen.getAllByRole('checkbox', { name: 'Standaard factuuradres' });
    expect(billing[0]).toBeChecked();
    await user.click(billing[1]);
    expect(billing[0]).not.toBeChecked();
    expect(billing[1]).toBeChecked();

    await openTab('Tags en nieuwsbrieven');
    expect(within(screen.getByTestId('tags-INTEREST')).getByText('Sport')).toBeInTheDocument();
    expect(screen.getByText('1 van hoogstens 25 nieuwsbrieven gekozen')).toBeInTheDocument();

    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const put = puts(calls)[0];
    expect(decodeURIComponent(put.url)).toContain('populate[addresses]=true');
    const data = (put.body as { data: Record<string, unknown> }).data;
    expect(data.firstName).toBe('Pieter');
    expect(data.addresses).toEqual([
      expect.objectContaining({
        id: 11,
        postcode: '1012 LG',
        defaultBilling: false,
        defaultShipping: false,
        country: 'NL',
      }),
      expect.objectContaining({
        postcode: '3511 AB',
        city: 'Utrecht',
        defaultBilling: true,
        defaultShipping: false,
        country: 'NL',
      }),
    ]);
    expect(data.tags).toEqual(['t-sport']);
    expect(data.newsletters).toEqual(['n-daily']);
    // Read-only and bookkeeping fields stay home; no empty CV is created.
    for (const field of ['accountStatus', 'blocked', 'expanded', 'numericId', 'documentId', 'createdAt', 'cv'])
      expect(data).not.toHaveProperty(field);
  });

  it('keeps the typed input when the server refuses, with the Dutch message on the field and its tab', async () => {
    const refusal = {
      status: 400,
      body: {
        error: {
          status: 400,
          name: 'ValidationError',
          message: '2 errors occurred',
          details: {
            code: 'invalid_fields',
            errors: [
              { path: ['email'], code: 'unique', message: 'email is already in use.' },
              {
                path: ['addresses', '0', 'defaultShipping'],
                code: 'default_shipping_once',
                message: 'Only one address can be the default shipping address.',
              },
            ],
          },
        },
      },
    };
    const { calls } = setup({ 'PUT /api/profiles/p7': refusal });
    renderConsole('/users/p7');
    const user = userEvent.setup();
    const email = await screen.findByDisplayValue('piet@example.nl');
    await user.clear(email);
    await user.type(email, 'els@example.nl');
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Is al in gebruik')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mailadres/)).toHaveValue('els@example.nl');
    expect(puts(calls)).toHaveLength(1);
    await openTab('Adressen');
    expect(await screen.findByText('Maar één adres kan het standaard verzendadres zijn')).toBeInTheDocument();
  });

  it('links the saved CV file through the profile, not /uploads (it is private)', async () => {
    const cv = {
      id: 5,
      workStatus: 'UNKNOWN',
      file: { id: 31, name: 'cv-piet.pdf', url: '/uploads/cv_piet_1a2b.pdf', mime: 'application/pdf' },
      experience: [],
      education: [],
      courses: [],
      freelance: null,
    };
    setup({ 'GET /api/profiles/p7': { body: { data: { ...PROFILE, cv } } } });
    renderConsole('/users/p7');
    await screen.findByDisplayValue('piet@example.nl');
    await openTab('CV');
    const link = await screen.findByTestId('media-cv.file-download');
    expect(link).toHaveAttribute('href', '/api/profiles/p7/files/31');
    expect(link).toHaveTextContent('cv-piet.pdf');
  });

  it('shows the notes as a timeline with author and Amsterdam time, and adds one', async () => {
    const { calls } = setup({
      'POST /api/profile-notes': {
        body: {
          data: {
            id: 3,
            documentId: 'nt3',
            text: 'Nieuw',
            authorName: 'Ada Admin',
            createdAt: '2025-02-01T10:00:00.000Z',
            canEdit: true,
          },
        },
      },
    });
    renderConsole('/users/p7');
    await screen.findByDisplayValue('piet@example.nl');
    await openTab('Notities');
    const notes = await screen.findAllByTestId('note');
    expect(notes).toHaveLength(2);
    expect(within(notes[0]).getByText('Ada Admin')).toBeInTheDocument();
    // 09:30 UTC is 10:30 in Amsterdam in winter.
    expect(within(notes[0]).getByText(/10:30/)).toBeInTheDocument();
    expect(within(notes[0]).getByRole('button', { name: 'Bewerken' })).toBeInTheDocument();
    expect(within(notes[1]).queryByRole('button', { name: 'Bewerken' })).not.toBeInTheDocument();
    const notesCall = calls.find((c) => c.url.startsWith('/api/profile-notes?'))!;
    expect(decodeURIComponent(notesCall.url)).toContain('filters[profile][documentId][$eq]=p7');

    const user = userEvent.setup();
    fireEvent.change(screen.getByTestId('note-new-text'), { target: { value: 'Wil de krant op zaterdag.' } });
    await user.click(screen.getByTestId('note-new-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/profile-notes')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/profile-notes')!.body).toEqual({
      data: { profile: 'p7', text: 'Wil de krant op zaterdag.' },
    });
    // Adding a note is not a change of the profile form.
    expect(puts(calls)).toHaveLength(0);
  });

  it('blocks the account after confirmation and shows the new state; a refusal shows the server reason', async () => {
    const { calls } = setup({
      'POST /api/profiles/p7/account/block': {
        body: { data: { documentId: 'p7', accountStatus: 'CONFIRMED', blocked: true, confirmed: true } },
      },
      'POST /api/profiles/p7/account/resend-confirmation': {
        status: 409,
        body: {
          error: {
            status: 409,
            name: 'ConflictError',
            message: 'Dit account hoeft niet bevestigd te worden.',
            details: { code: 'not_unconfirmed' },
          },
        },
      },
    });
    renderConsole('/users/p7');
    await screen.findByDisplayValue('piet@example.nl');
    await openTab('Account');
    const tab = await screen.findByTestId('account-tab');
    expect(within(tab).getByText('Bevestigd')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(tab).getByTestId('account-block'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Account blokkeren?')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/account/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/profiles/p7/account/block')).toBe(true),
    );
    expect(await within(tab).findByText('Geblokkeerd')).toBeInTheDocument();
    expect(within(tab).getByTestId('account-unblock')).toBeInTheDocument();
    expect(await screen.findByText('Het account is geblokkeerd.')).toBeInTheDocument();

    await user.click(within(tab).getByTestId('account-resendConfirmation'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bevestigen' }));
    expect(
      await screen.findByText('Dit account is al bevestigd; een bevestigingsmail is niet nodig.'),
    ).toBeInTheDocument();
  });

  it('hides account actions without their permission', async () => {
    setup(
      {},
      ALL_PROFILE_ACTIONS.filter((a) => !/\.(block|unblock|archive|delete)$/.test(a)),
    );
    renderConsole('/users/p7');
    await screen.findByDisplayValue('piet@example.nl');
    await openTab('Account');
    const tab = await screen.findByTestId('account-tab');
    expect(within(tab).queryByTestId('account-block')).not.toBeInTheDocument();
    expect(within(tab).queryByTestId('account-archive')).not.toBeInTheDocument();
    expect(within(tab).getByTestId('account-forcePasswordReset')).toBeInTheDocument();
    expect(within(tab).queryByTestId('delete-profile')).not.toBeInTheDocument();
  });

  it('deletes only after the profile e-mail is typed, sends it as confirmEmail and returns to the list', async () => {
    const { calls } = setup({ 'DELETE /api/profiles/p7': { status: 204 } });
    renderConsole('/users/p7');
    await screen.findByDisplayValue('piet@example.nl');
    await openTab('Account');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('delete-profile'));
    const dialog = await screen.findByTestId('delete-profile-dialog');
    expect(within(dialog).getByText(/piet@example\.nl/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Verwijderd profiel/)).toBeInTheDocument();
    const confirm = within(dialog).getByTestId('delete-profile-confirm');
    expect(confirm).toBeDisabled();
    const input = within(dialog).getByTestId('delete-profile-email');
    await user.type(input, 'piet@example.com');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'Piet@Example.nl');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/profiles/p7?confirmEmail=Piet%40Example.nl');
    expect(await screen.findByText('Het profiel piet@example.nl is verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('profile-form')).not.toBeInTheDocument());
  });

  it('shows the emailMatch refusal in the delete dialog', async () => {
    setup({
      'DELETE /api/profiles/p7': {
        status: 400,
        body: {
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'The e-mail address does not match the profile.',
            details: {
              code: 'emailMatch',
              errors: [
                {
                  path: ['confirmEmail'],
                  code: 'emailMatch',
                  message: 'The e-mail address does not match the profile.',
                },
              ],
            },
          },
        },
      },
    });
    renderConsole('/users/p7');
    await screen.findByDisplayValue('piet@example.nl');
    await openTab('Account');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('delete-profile'));
    const dialog = await screen.findByTestId('delete-profile-dialog');
    await user.type(within(dialog).getByTestId('delete-profile-email'), 'piet@example.nl');
    await user.click(within(dialog).getByTestId('delete-profile-confirm'));
    expect(await within(dialog).findByText('Het e-mailadres komt niet overeen met dit profiel')).toBeInTheDocument();
  });

  it('the signed-in user’s own profile id is the own account page', async () => {
    mockFetchRoutes({ 'GET /api/me': { body: meWith(ALL_PROFILE_ACTIONS) } });
    renderConsole('/users/me1');
    expect(await screen.findByTestId('my-account')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-form')).not.toBeInTheDocument();
  });

  it('someone who may only read profiles gets the read-only page', async () => {
    setup({}, ['api::profile.profile.find', 'api::profile.profile.findOne']);
    renderConsole('/users/p7');
    expect(await screen.findByRole('tab', { name: 'Gegevens' })).toBeInTheDocument();
    expect(screen.getByText('piet@example.nl')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-form')).not.toBeInTheDocument();
  });

  it('creates a profile with the defaults and then opens its edit page', async () => {
    const { calls } = setup({
      'POST /api/profiles': (call) => ({
        body: {
          data: {
            ...PROFILE,
            ...(call.body as { data: object }).data,
            id: 9,
            documentId: 'p9',
            addresses: [],
            tags: [],
            newsletters: [],
          },
        },
      }),
      'GET /api/profiles/p9': {
        body: {
          data: {
            ...PROFILE,
            id: 9,
            documentId: 'p9',
            email: 'nieuw@example.nl',
            addresses: [],
            tags: [],
            newsletters: [],
          },
        },
      },
    });
    renderConsole('/users/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mailadres/), 'nieuw@example.nl');
    await openTab('Notities');
    expect(
      screen.getAllByText('Sla het profiel eerst op; daarna kunt u hier notities en het account beheren.').length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.startsWith('/api/profiles'))).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/profiles'))!;
    expect((post.body as { data: unknown }).data).toEqual(
      expect.objectContaining({
        email: 'nieuw@example.nl',
        type: 'LEAD',
        language: 'NL',
        addresses: [],
        tags: [],
        newsletters: [],
      }),
    );
    expect(await screen.findByDisplayValue('nieuw@example.nl')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'GET' && c.url.startsWith('/api/profiles/p9'))).toBe(true),
    );
  });
});
