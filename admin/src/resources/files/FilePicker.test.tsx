import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetErrorBus } from '@/providers/errorBus';
import { forgetMe } from '@/providers/session';
import { mockFetchRoutes } from '@/test/fetchMock';
import { ADMIN_ACTIONS, LOOKUPS, meWith, renderConsole } from '@/resources/content/content/testHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
  forgetMe();
});

const TIMEOUT = { timeout: 15_000 };
const cover = {
  id: 12,
  filename: 'omslag-1.png',
  type: 'image/png',
  src: '/uploads/omslag_1.png',
  ext: 'png',
  size: 83_000,
  width: 1200,
  height: 675,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('picking from the file manager in a media input', () => {
  it('opens the picker filtered to the input’s types, and a click fills the input', async () => {
    const { calls } = mockFetchRoutes({
      'GET /api/me': { body: meWith([...ADMIN_ACTIONS, 'plugin::upload.content-api.find']) },
      'GET /api/contents': { body: { data: [], meta: { pagination: { total: 0 } } } },
      ...LOOKUPS,
      'GET /api/file-manager/list': {
        body: {
          data: { path: 'public/', folders: [], files: [cover] },
          meta: { pagination: { page: 1, pageSize: 50, total: 1, pageCount: 1 } },
        },
      },
    });
    renderConsole('/content/create');
    await userEvent.click(await screen.findByTestId('media-cover-pick', {}, TIMEOUT));
    const picker = await screen.findByTestId('file-picker', {}, TIMEOUT);
    expect(await within(picker).findByTestId('files-filter', {}, TIMEOUT)).toHaveTextContent(
      'Alleen getoond: jpg, jpeg, png, gif, webp, avif',
    );
    const read = calls.find((c) => c.url.startsWith('/api/file-manager/list'))!;
    expect(new URL(read.url, 'http://x').searchParams.get('ext')).toBe('jpg,jpeg,png,gif,webp,avif');

    await userEvent.click(await within(picker).findByRole('button', { name: 'omslag-1.png' }, TIMEOUT));
    expect(screen.queryByTestId('file-picker')).toBeNull();
    expect(screen.getByTestId('media-cover').querySelector('img')).toHaveAttribute('src', '/uploads/omslag_1.png');
  });
});
