import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes, type RecordedCall } from '@/test/fetchMock';
import { meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const TIMEOUT = { timeout: 15_000 };
const FIND = 'plugin::upload.content-api.find';
const ALL = ['list', 'createFolder', 'updateFolder', 'deleteFolder', 'updateFile', 'deleteFile', 'upload'].map(
  (a) => `api::file-manager.file-manager.${a}`,
);
const photo = {
  id: 7,
  filename: 'strand.png',
  type: 'image/png',
  src: '/uploads/strand.png',
  ext: 'png',
  size: 1536,
  width: 640,
  height: 480,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const listing = (path: string, folders: string[], files: unknown[]) => ({
  body: {
    data: { path, folders: folders.map((name) => ({ name, path: `${path}${name}/` })), files },
    meta: { pagination: { page: 1, pageSize: 50, total: files.length, pageCount: 1 } },
  },
});
const pathOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams.get('path');

describe('/files', () => {
  it('shows folders and files with previews and sizes in 1024 units, and opens a folder', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([FIND, ...ALL]) },
      'GET /api/file-manager/list': (call) =>
        pathOf(call) === 'public/' ? listing('public/', ['nieuws'], [photo]) : listing('public/nieuws/', [], []),
    });
    renderConsole('/files');
    const tile = await screen.findByText('strand.png', {}, TIMEOUT);
    const file = tile.closest('[data-testid="files-file"]') as HTMLElement;
    expect(within(file).getByText('1,5 KB · 640×480')).toBeInTheDocument();
    expect(file.querySelector('img')).toHaveAttribute('src', '/uploads/strand.png');
    expect(screen.getByTestId('files-breadcrumb')).toHaveTextContent('public');

    await userEvent.click(screen.getByRole('button', { name: 'Map nieuws openen' }));
    expect(await screen.findByTestId('files-empty', {}, TIMEOUT)).toHaveTextContent('Deze map is leeg');
    expect(screen.getByTestId('files-breadcrumb')).toHaveTextContent('public/nieuws');
    expect(calls.some((c) => pathOf(c) === 'public/nieuws/')).toBe(true);
  });

  it('creates a folder and shows the server’s refusal in the dialog, keeping the name', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([FIND, ...ALL]) },
      'GET /api/file-manager/list': listing('public/', ['nieuws'], []),
      'POST /api/file-manager/folders': {
        status: 409,
        body: { error: { status: 409, name: 'ConflictError', message: 'x', details: { code: 'folder_exists' } } },
      },
    });
    renderConsole('/files');
    await userEvent.click(await screen.findByTestId('files-new-folder', {}, TIMEOUT));
    await userEvent.type(screen.getByTestId('files-name-input'), 'nieuws');
    await userEvent.click(screen.getByTestId('files-name-save'));
    expect(await screen.findByTestId('files-refusal', {}, TIMEOUT)).toHaveTextContent(
      'Er bestaat hier al een map met deze naam.',
    );
    expect(screen.getByTestId('files-name-input')).toHaveValue('nieuws');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ data: { path: 'public/', name: 'nieuws' } });
  });

  it('hides what the role may not do: no delete for an editor', async () => {
    mockFetchRoutes({
      'GET /api/me': {
        body: meWith([
          FIND,
          ...ALL.filter((a) => !a.endsWith('delete') && !a.endsWith('Folder') && !a.endsWith('File')),
        ]),
      },
      'GET /api/file-manager/list': listing('public/', [], [photo]),
    });
    renderConsole('/files');
    await screen.findByText('strand.png', {}, TIMEOUT);
    await waitFor(() => expect(screen.queryByTestId('files-new-folder')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Acties voor strand.png' }));
    expect(screen.getByTestId('files-action-copy')).toBeInTheDocument();
    expect(screen.queryByTestId('files-action-delete')).toBeNull();
  });
});
