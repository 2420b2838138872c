import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock';
import type { ApiError } from './apiError';
import { resetErrorBus, subscribeToApiErrors } from './errorBus';
import { request, requestFile } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
  resetErrorBus();
});

const toasts = () => {
  const heard: ApiError[] = [];
  subscribeToApiErrors((e) => heard.push(e));
  return heard;
};

describe('requestFile', () => {
  it('keeps the answer as a file named by Content-Disposition, with the session cookie', async () => {
    const fn = vi.fn(
      async () =>
        new Response('a;b\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': `attachment; filename="profielen.csv"; filename*=UTF-8''profi%C3%ABlen.csv`,
          },
        }),
    );
    vi.stubGlobal('fetch', fn);
    const file = await requestFile('/api/profiles/export?format=csv');
    expect(fn).toHaveBeenCalledWith('/api/profiles/export?format=csv', {
      method: 'GET',
      headers: { Accept: '*/*' },
      credentials: 'same-origin',
    });
    expect(file.filename).toBe('profiëlen.csv');
    expect(file.contentType).toBe('text/csv');
    expect(await file.blob.text()).toBe('a;b\r\n');
  });

  it('rejects a refusal and a network failure as ApiErrors, toasted once each like request', async () => {
    const heard = toasts();
    mockFetch(
      { status: 404, body: { error: { status: 404, name: 'NotFoundError', message: 'No errors file' } } },
      new TypeError('Failed to fetch'),
    );
    const missing = await requestFile('/api/profiles/import/1/errors').catch((e) => e);
    const offline = await requestFile('/api/profiles/import/1/errors').catch((e) => e);
    expect(missing).toMatchObject({ status: 404, name: 'NotFoundError', message: 'No errors file', method: 'GET' });
    expect(offline).toMatchObject({ status: 0, name: 'NetworkError', message: 'Failed to fetch' });
    expect(heard).toEqual([missing, offline]);
  });

  it('keeps a silent download out of the toast', async () => {
    const heard = toasts();
    mockFetch({ status: 500 }, new TypeError('offline'));
    await expect(requestFile('/api/x', { silent: true })).rejects.toMatchObject({ status: 500 });
    await expect(requestFile('/api/x', { silent: true })).rejects.toMatchObject({ status: 0 });
    expect(heard).toEqual([]);
  });
});

describe('request', () => {
  it('sends JSON with the session cookie and keepalive only when asked, and reads the JSON answer', async () => {
    const { calls, fn } = mockFetch({ body: { data: 1 } }, { status: 204 });
    expect(await request('/api/a', { method: 'POST', body: { x: 1 } })).toEqual({ data: 1 });
    expect(await request('/api/b', { method: 'POST', keepalive: true, silent: true })).toBeNull();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { x: 1 }, credentials: 'same-origin' });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(fn.mock.calls[0][1]).not.toHaveProperty('keepalive');
    expect(fn.mock.calls[1][1]).toMatchObject({ keepalive: true });
  });

  it('names a refusal by its Strapi body and reports it once', async () => {
    const heard = toasts();
    mockFetch({ status: 409, body: { error: { status: 409, name: 'ConflictError', message: 'Taken' } } });
    const refused = await request('/api/c', { method: 'PUT', body: {} }).catch((e) => e);
    expect(refused).toMatchObject({
      status: 409,
      name: 'ConflictError',
      message: 'Taken',
      method: 'PUT',
      url: '/api/c',
    });
    expect(heard).toEqual([refused]);
  });
});
