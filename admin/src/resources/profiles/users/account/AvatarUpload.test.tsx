/** The own account's avatar: the chosen picture is posted, the signed-in user read again, the result told. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { mockFetchRoutes } from '@/test/fetchMock';
import { renderWithAdmin } from '@/test/renderWithAdmin';
import { meWith, prepareProfileTests } from '../testHarness';
import { AvatarUpload } from './AvatarUpload';

prepareProfileTests({ testTimeout: 30_000 });

const renderAvatar = (reply: { status?: number; body?: unknown }) => {
  const fetch = mockFetchRoutes({ 'GET /api/me': { body: meWith([]) }, 'POST /api/me/avatar': reply });
  renderWithAdmin(
    <>
      <AvatarUpload />
      <Notification />
    </>,
  );
  return fetch;
};

const choose = (name = 'ik.png') =>
  fireEvent.change(screen.getByTestId('avatar-input'), {
    target: { files: [new File(['png'], name, { type: 'image/png' })] },
  });

const reads = (calls: Array<{ method: string; url: string }>) =>
  calls.filter((c) => c.method === 'GET' && c.url === '/api/me').length;

describe('avatar upload', () => {
  it('posts the chosen picture as multipart, reads the signed-in user again and says it is done', async () => {
    const { calls } = renderAvatar({ body: { data: { id: 9 } } });
    await waitFor(() => expect(reads(calls)).toBe(1));
    choose();
    expect(await screen.findByText('Uw avatar is bijgewerkt.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/me/avatar');
    expect(((post.body as FormData).get('file') as File).name).toBe('ik.png');
    expect(reads(calls)).toBe(2);
    expect(screen.getByText('Kies een afbeelding')).toBeEnabled();
  });

  it('after a refusal tells nothing of success and lets the user choose again', async () => {
    const { calls } = renderAvatar({
      status: 413,
      body: { error: { status: 413, name: 'PayloadTooLargeError', message: 'File too large' } },
    });
    await waitFor(() => expect(reads(calls)).toBe(1));
    choose();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    await waitFor(() => expect(screen.getByText('Kies een afbeelding')).toBeEnabled());
    expect(screen.queryByText('Uw avatar is bijgewerkt.')).not.toBeInTheDocument();
    expect(reads(calls)).toBe(1);
  });
});
