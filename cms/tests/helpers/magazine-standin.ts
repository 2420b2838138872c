/**
 * A local stand-in of the magazine platform's HTTP API (cms/src/services/magazine/http.ts, docs/subscriptions.md
 * "Magazine platform (Aboland)"), plain HTTP on 127.0.0.1: POST /subscriptions (one subscriber number per
 * customer and magazine, made on the first activation), POST /subscriptions/:number/deactivate and
 * GET /subscriptions?customer=&magazine= (404 when it has none). `mode` makes it fail: `down` answers 500
 * before doing anything, `lost-answer` does the activation and then answers 500 (an answer lost on the way).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInCall = { method: string; path: string; body: any; auth: string | undefined };
export type MagazineStandIn = {
  url: string;
  calls: StandInCall[];
  /** Subscriber numbers by `customer|magazine`, and which are active. */
  numbers: Map<string, string>;
  active: Set<string>;
  mode: 'ok' | 'down' | 'lost-answer';
  close(): Promise<void>;
};

export async function startMagazineStandIn(): Promise<MagazineStandIn> {
  let seq = 5000;
  const state: Omit<MagazineStandIn, 'url' | 'close'> = {
    calls: [],
    numbers: new Map(),
    active: new Set(),
    mode: 'ok',
  };
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const body = raw ? JSON.parse(raw) : null;
      state.calls.push({ method: req.method ?? '', path: url.pathname, body, auth: req.headers.authorization });
      if (state.mode === 'down') return send(res, 500, { error: 'platform down for maintenance' });
      if (req.method === 'POST' && url.pathname === '/subscriptions') {
        const key = `${body.customer.reference}|${body.magazineId}`;
        if (!state.numbers.has(key)) state.numbers.set(key, `AB-${++seq}`);
        const number = state.numbers.get(key)!;
        state.active.add(number);
        if (state.mode === 'lost-answer') return send(res, 500, { error: 'gateway timeout' });
        return send(res, 201, { subscriptionNumber: number });
      }
      const deactivate = /^\/subscriptions\/([^/]+)\/deactivate$/.exec(url.pathname);
      if (req.method === 'POST' && deactivate) {
        const number = decodeURIComponent(deactivate[1]);
        if (![...state.numbers.values()].includes(number)) return send(res, 404, { error: 'unknown subscription' });
        state.active.delete(number);
        return send(res, 200, { subscriptionNumber: number, active: false });
      }
      if (req.method === 'GET' && url.pathname === '/subscriptions') {
        const number = state.numbers.get(`${url.searchParams.get('customer')}|${url.searchParams.get('magazine')}`);
        return number ? send(res, 200, { subscriptionNumber: number }) : send(res, 404, { error: 'not found' });
      }
      return send(res, 404, { error: 'no such route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as MagazineStandIn;
}

/** A URL nobody listens on (a port that was just closed). */
export async function closedPortUrl() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
