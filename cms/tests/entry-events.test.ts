// Entry events (src/bootstrap/entry-events.ts): the document service reads an entry back for the event hub only
// when somebody listens to that event. A webhook still gets the whole entry; a write nobody hears costs no read.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';

let app: TestApp;
let hook: http.Server;
let hookUrl: string;
const received: { event: string; body: any }[] = [];
let onReceived: (() => void) | undefined;

beforeAll(async () => {
  app = await startApp();
  hook = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({ event: String(req.headers['x-strapi-event']), body: JSON.parse(text) });
      res.end('ok');
      onReceived?.();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((resolve) => hook?.close(resolve));
  await app?.stop();
});

let serial = 0;
const createCategory = () => {
  serial += 1;
  return app.strapi
    .documents('api::category.category')
    .create({ data: { name: `Event test ${serial}`, slug: `event-test-${serial}` } });
};

/**
 * The queries one category create sends. `heard` resolves when a listener got the event (read after the COMMIT);
 * without one, a further query on the same pool lets any after-commit read start before counting stops.
 */
async function queriesOfOneCreate(heard?: Promise<unknown>) {
  let count = 0;
  const countOne = () => (count += 1);
  const knex = app.strapi.db.connection;
  knex.on('query', countOne);
  try {
    await createCategory();
    await (heard ?? knex.raw('select 1'));
    return heard ? count : count - 1;
  } finally {
    knex.removeListener('query', countOne);
  }
}

describe('entry events', () => {
  it('reads nothing back for an event nobody listens to', async () => {
    const silent = await queriesOfOneCreate();
    const heard: any[] = [];
    let delivered!: () => void;
    const done = new Promise<void>((resolve) => (delivered = resolve));
    const stop = app.strapi.eventHub.on('entry.create', (payload: any) => {
      heard.push(payload);
      delivered();
    });
    const heardCreate = await queriesOfOneCreate(done);
    stop();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ uid: 'api::category.category', entry: { name: `Event test ${serial}` } });
    // Listened to, the create costs the read-back (and its transaction) on top.
    expect(heardCreate).toBeGreaterThan(silent);
    expect(await queriesOfOneCreate()).toBe(silent);
  });

  it('sends a webhook the created entry with its relations, and stops when the webhook is removed', async () => {
    const webhook = { id: 'entry-events-test', url: hookUrl, headers: {}, events: ['entry.create'], isEnabled: true };
    app.strapi.get('webhookRunner').add(webhook);
    const arrived = new Promise<void>((resolve) => (onReceived = resolve));
    const category = await createCategory();
    await arrived;
    expect(received).toHaveLength(1);
    expect(received[0].event).toBe('entry.create');
    expect(received[0].body.entry).toMatchObject({
      documentId: category.documentId,
      name: category.name,
      contents: [],
    });
    app.strapi.get('webhookRunner').remove(webhook);
    const silent = await queriesOfOneCreate();
    expect(await queriesOfOneCreate()).toBe(silent);
    expect(received).toHaveLength(1);
  });
});
