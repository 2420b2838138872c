// At the door: signed door codes, one OK of two scans at once, revoked/unknown/forged/wrong event, the counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { ticketHelpers } from './helpers/tickets';
import { checkOffline } from '../src/api/ticket/services/door-code';

let app: TestApp;
let admin: Client;
let customerId: string;
const t = ticketHelpers(() => ({ app, admin, customerId }));

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
  customerId = (await admin.post('/api/customers', { data: { name: 'Deurklant B.V.' } })).body.data.documentId;
});
afterAll(() => app?.stop());

const scan = (code: string, event?: string, client = admin) => client.post('/api/tickets/scan', { code, event });

describe('scanning', () => {
  it('marks a ticket scanned once: two scans at once give one OK and one already_scanned', async () => {
    const { event, product } = await t.eventWith();
    const { tickets } = await t.buy(product, 1);
    const code = t.codeOf(tickets[0]);
    const both = await Promise.all([scan(code, event), scan(code, event)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = both.find((r) => r.status === 200)!.body;
    expect(ok).toMatchObject({
      result: 'OK',
      ticket: { number: tickets[0].number, name: 'Anna de Vries', event: { documentId: event } },
    });
    const again = both.find((r) => r.status === 409)!.body.error.details;
    expect(again.code).toBe('already_scanned');
    expect(again.params.at).toBe(ok.ticket.scannedAt);
    const later = await scan(code);
    expect(later.status).toBe(409);
    expect(later.body.error.details).toMatchObject({ code: 'already_scanned', params: { at: ok.ticket.scannedAt } });
  });

  it('refuses revoked, unknown, forged and other events’ tickets', async () => {
    const { event, product } = await t.eventWith();
    const other = await t.eventWith();
    const { tickets } = await t.buy(product, 2);
    await admin.post(`/api/tickets/${tickets[0].documentId}/revoke`, {});
    const revoked = await scan(t.codeOf(tickets[0]), event);
    expect(revoked.status).toBe(409);
    expect(revoked.body.error.details.code).toBe('ticket_revoked');
    const code = t.codeOf(tickets[1]);
    const forged = code.slice(0, -3) + (code.endsWith('AAA') ? 'BBB' : 'AAA');
    for (const bad of [forged, `999999-1-1.${code.split('.')[1]}`, 'hello', ''])
      expect((await scan(bad, event)).body.error.details.code).toBe('ticket_unknown');
    expect((await scan(forged, event)).status).toBe(404);
    const wrong = await scan(code, other.event);
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.details.code).toBe('wrong_event');
    // Nothing above scanned it.
    expect((await scan(code, event)).status).toBe(200);
    const counts = await admin.get(`/api/tickets/check-in/${event}`);
    expect(counts.body.data).toMatchObject({ total: 1, scanned: 1, revoked: 1, bySession: [] });
  });

  it('gives a door key that checks codes offline for its own event only', async () => {
    const { event, product } = await t.eventWith();
    const other = await t.eventWith();
    const { tickets } = await t.buy(product, 1);
    const code = t.codeOf(tickets[0]);
    const key = (await admin.get(`/api/tickets/door-key/${event}`)).body.data.key;
    const otherKey = (await admin.get(`/api/tickets/door-key/${other.event}`)).body.data.key;
    expect(checkOffline(key, code)).toBe(tickets[0].number);
    expect(checkOffline(otherKey, code)).toBeNull();
    expect(
      checkOffline(
        key,
        code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      ),
    ).toBeNull();
    expect((await admin.get('/api/tickets/door-key/nope')).status).toBe(404);
  });

  it('lets marketing scan and refuses editors', async () => {
    const { event, product } = await t.eventWith();
    const { tickets } = await t.buy(product, 1);
    const marketing = await app.login(MARKETING);
    const editor = await app.login(EDITOR);
    expect((await scan(t.codeOf(tickets[0]), event, editor)).status).toBe(403);
    expect((await scan(t.codeOf(tickets[0]), event, marketing)).status).toBe(200);
    expect((await editor.get(`/api/tickets/check-in/${event}`)).status).toBe(403);
  });
});
