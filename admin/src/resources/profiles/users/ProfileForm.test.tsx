/** The staff profile form: its tabs, the CV link, notes and who sees what (saving: ProfileFormSave.test.tsx). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetchRoutes } from '@/test/fetchMock';
import {
  ALL_PROFILE_ACTIONS,
  PROFILE,
  meWith,
  openTab,
  puts,
  renderConsole,
  setup,
  tabLabels,
  prepareProfileTests,
} from './testHarness';

prepareProfileTests();

describe('profile form (/users/{id})', () => {
  it('opens the staff form with six tabs and every tab populated', async () => {
    const { calls } = setup();
    renderConsole('/users/p7');
    expect(await screen.findByDisplayValue('piet@example.nl')).toBeInTheDocument();
    const tabs = tabLabels();
    expect(tabs).toEqual(['Gegevens', 'Adressen', 'Tags en nieuwsbrieven', 'Notities', 'CV', 'Account']);
    const read = calls.find((c) => c.method === 'GET' && c.url.startsWith('/api/profiles/p7'))!;
    expect(decodeURIComponent(read.url)).toBe(
      '/api/profiles/p7?populate[avatar]=true&populate[addresses]=true&populate[tags]=true&populate[newsletters]=true&populate[cv][populate]=*',
    );
    expect(screen.queryByTestId('my-account')).not.toBeInTheDocument();
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

    fireEvent.change(screen.getByTestId('note-new-text'), { target: { value: 'Wil de krant op zaterdag.' } });
    fireEvent.click(screen.getByTestId('note-new-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/profile-notes')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/profile-notes')!.body).toEqual({
      data: { profile: 'p7', text: 'Wil de krant op zaterdag.' },
    });
    // Adding a note is not a change of the profile form.
    expect(puts(calls)).toHaveLength(0);
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
    await openTab('Gegevens');
    expect(screen.getByText('piet@example.nl')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-form')).not.toBeInTheDocument();
  });
});
