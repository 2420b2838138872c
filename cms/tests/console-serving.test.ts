import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';

let app: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-console-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = await startApp({ CONSOLE_DIR: dir });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('one origin', () => {
  it('serves the console at / and falls back to index.html for client-side routes', async () => {
    for (const route of ['/', '/sales/invoices', '/users/abc/show', '/login']) {
      const res = await fetch(app.url + route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>console</title>');
    }
  });

  it('serves hashed assets with a long cache and answers 404 for a missing one', async () => {
    const asset = await fetch(`${app.url}/assets/app-abc123.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${app.url}/assets/missing.js`)).status).toBe(404);
  });

  it('leaves the REST API, GraphQL and health check to Strapi', async () => {
    const api = await fetch(`${app.url}/api/version`);
    expect(api.headers.get('content-type')).toMatch(/json/);
    expect((await fetch(`${app.url}/api/nothing-here`)).status).toBe(404);
    expect((await fetch(`${app.url}/_health`)).status).toBe(204);
  });

  it('never serves files outside the console folder', async () => {
    const res = await fetch(`${app.url}/..%2F..%2Fpackage.json`);
    expect(await res.text()).not.toContain('"workspaces"');
  });
});
