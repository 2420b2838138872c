// Idle keep-alive connections (src/bootstrap/keep-alive.ts): a client that reuses a connection after Node's default
// 5 s must be answered, not reset (a browser test's API context got ECONNRESET that way).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';
import { KEEP_ALIVE_MS } from '../src/bootstrap/keep-alive';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const get = (agent: http.Agent, url: string) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });

describe('idle connections', () => {
  it('keeps an idle keep-alive connection longer than the clients in front of it do', async () => {
    const server = app.strapi.server.httpServer;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(agent, `${app.url}/_health`)).toEqual({ status: 204, reused: false });
    // Idle past Node's default of 5 s: the same connection still answers.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(await get(agent, `${app.url}/_health`)).toEqual({ status: 204, reused: true });
    agent.destroy();
  }, 30_000);
});
