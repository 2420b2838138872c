/** A profile's notes on their own: changing and deleting a note, and what stays when the server refuses. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { ALL_PROFILE_ACTIONS, NOTES, meWith, page, prepareProfileTests } from '../testHarness';
import { NotesTab } from './NotesTab';

prepareProfileTests({ testTimeout: 30_000 });

const FORBIDDEN = {
  status: 403,
  body: { error: { status: 403, name: 'ForbiddenError', message: 'Only the author may change this note.' } },
};

const renderNotes = (routes: Record<string, { status?: number; body?: unknown }>) => {
  const fetch = mockFetchRoutes({
    'GET /api/me': { body: meWith(ALL_PROFILE_ACTIONS) },
    'GET /api/profile-notes': page(NOTES),
    ...routes,
  });
  renderWithAdmin(
    <>
      <NotesTab documentId="p7" />
      <Notification />
    </>,
  );
  return fetch;
};

const reads = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/profile-notes'));

/** Opens the editor of the first note (the signed-in user's own) and types `text`. */
const editFirstNote = async (text: string) => {
  const [first] = await screen.findAllByTestId('note');
  fireEvent.click(within(first).getByLabelText('Bewerken'));
  const box = await screen.findByTestId('note-edit-text');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByTestId('note-edit-submit'));
  return box;
};

describe('profile notes', () => {
  it('saves a changed note, closes its editor and reads the notes again', async () => {
    const { calls } = renderNotes({
      'PUT /api/profile-notes/nt2': { body: { data: { ...NOTES[0], text: 'Belt terug.' } } },
    });
    await editFirstNote('Belt terug.');
    await waitFor(() => expect(screen.queryByTestId('note-edit-text')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/profile-notes/nt2',
      body: { data: { text: 'Belt terug.' } },
    });
    await waitFor(() => expect(reads(calls)).toHaveLength(2));
  });

  it('keeps the editor and the typed text when the server refuses the change', async () => {
    const { calls } = renderNotes({ 'PUT /api/profile-notes/nt2': FORBIDDEN });
    const box = await editFirstNote('Belt terug.');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('note-edit-submit')).toBeEnabled());
    expect(box).toHaveValue('Belt terug.');
    expect(reads(calls)).toHaveLength(1);
  });

  it('deletes a note only after confirmation, says so and reads the notes again', async () => {
    const { calls } = renderNotes({ 'DELETE /api/profile-notes/nt2': { status: 204 } });
    const [first] = await screen.findAllByTestId('note');
    fireEvent.click(within(first).getByLabelText('Verwijderen'));
    expect(await screen.findByText('Notitie verwijderen?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByText('Bevestigen'));
    expect(await screen.findByText('Notitie verwijderd')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')!.url).toBe('/api/profile-notes/nt2');
    await waitFor(() => expect(screen.queryByText('Notitie verwijderen?')).not.toBeInTheDocument());
    await waitFor(() => expect(reads(calls)).toHaveLength(2));
  });

  it('closes the question when the server refuses the delete, and keeps the note', async () => {
    const { calls } = renderNotes({ 'DELETE /api/profile-notes/nt2': FORBIDDEN });
    const [first] = await screen.findAllByTestId('note');
    fireEvent.click(within(first).getByLabelText('Verwijderen'));
    fireEvent.click(await screen.findByText('Bevestigen'));
    await waitFor(() => expect(screen.queryByText('Notitie verwijderen?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(screen.queryByText('Notitie verwijderd')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('note')).toHaveLength(2);
  });
});
