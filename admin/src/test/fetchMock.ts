import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: RequestCredentials;
}

/** Replaces global fetch with a queue of canned responses and records every call. */
export const mockFetch = (...responses: Array<{ status?: number; body?: unknown } | Error>) => {
  const calls: RecordedCall[] = [];
  const queue = [...responses];
  const fn = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    });
    const next = queue.shift() ?? { status: 200, body: {} };
    if (next instanceof Error) throw next;
    const status = next.status ?? 200;
    const text = next.body === undefined ? '' : JSON.stringify(next.body);
    return new Response(status === 204 ? null : text, { status });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
};

type Reply = { status?: number; body?: unknown };

/** Answers by "METHOD /path" (query string ignored); unknown calls get 404. Records every call. */
export const mockFetchRoutes = (routes: Record<string, Reply | ((call: RecordedCall) => Reply)>) => {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.split('?')[0]}`];
    const reply =
      typeof route === 'function'
        ? route(call)
        : (route ?? { status: 404, body: { error: { status: 404, name: 'NotFoundError', message: 'Not Found' } } });
    const status = reply.status ?? 200;
    return new Response(status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body), { status });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
};
