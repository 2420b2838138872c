/**
 * Events for staff (issue #21): categories, the event's rules on every write (fields, times, programme blocks with
 * their per-path codes, unique slug), sessions inside their event with a capacity, server-owned fields, the delete
 * rules, and who may use the routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EDITOR, MARKETING, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';
import { codes } from './helpers/answers';

let app: TestApp;
let admin: Client;
let seq = 0;

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.UTC(2027, 2, 1, 17) + hours * HOUR).toISOString();
const event = (extra: Record<string, unknown> = {}) => ({
  title: `Lezersavond ${++seq}`,
  location: 'Utrecht',
  beginsAt: at(0),
  endsAt: at(4),
  ...extra,
});
const made = async (extra: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/events', { data: event(extra) });
  if (res.status !== 201) throw new Error(`event: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const session = async (eventId: string, extra: Record<string, unknown> = {}) =>
  admin.post('/api/event-sessions', {
    data: { event: eventId, title: `Sessie ${++seq}`, beginsAt: at(1), endsAt: at(2), ...extra },
  });

beforeAll(async () => {
  app = await startApp();
  admin = await app.login(ADMIN);
});
afterAll(() => app?.stop());

describe('categories', () => {
  it('have a unique slug, suggested from the name; deleting one unlinks it', async () => {
    const category = await admin.post('/api/event-categories', { data: { name: 'Lezersavonden' } });
    expect(category.status).toBe(201);
    expect(category.body.data.slug).toBe('lezersavonden');
    const again = await admin.post('/api/event-categories', { data: { name: 'X', slug: 'LEZERSAVONDEN' } });
    expect(codes(again)).toEqual({ slug: 'unique' });
    const linked = await made({ categories: [category.body.data.documentId] });
    expect((await admin.del(`/api/event-categories/${category.body.data.documentId}`)).status).toBe(204);
    const read = await admin.get(`/api/events/${linked.documentId}?populate=categories`);
    expect(read.body.data.categories).toEqual([]);
  });
});

describe('an event', () => {
  it('is made with a slug from its title; attendeeTag and history are the server’s', async () => {
    const res = await admin.post('/api/events', {
      data: event({ title: 'Het Grote Mediadebat', redirectUri: '/evenementen/debat', releaseTickets: 48 }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ slug: 'het-grote-mediadebat', releaseTickets: 48, published: false });
    expect(res.body.data).not.toHaveProperty('history');
    const same = await admin.post('/api/events', { data: event({ slug: 'Het-Grote-Mediadebat' }) });
    expect(codes(same)).toEqual({ slug: 'unique' });
    for (const field of ['history', 'attendeeTag']) {
      const owned = await admin.post('/api/events', { data: event({ [field]: field === 'history' ? [] : 1 }) });
      expect(owned.status).toBe(400);
      expect(codes(owned)).toEqual({ [field]: 'server_owned' });
    }
  });

  it('refuses bad fields and times with their codes, and writes nothing', async () => {
    const before = await app.strapi.db.query('api::event.event').count();
    const bad = await admin.post('/api/events', {
      data: { title: '', beginsAt: at(2), endsAt: at(1), redirectUri: 'http://krant.nl', releaseTickets: 0 },
    });
    expect(bad.status).toBe(400);
    expect(codes(bad)).toEqual({
      title: 'required',
      redirectUri: 'httpsOrPath',
      releaseTickets: 'minValue',
      endsAt: 'endsAfterBegins',
    });
    expect(codes(await admin.post('/api/events', { data: { title: 'Zonder tijden' } }))).toEqual({
      beginsAt: 'required',
      endsAt: 'required',
    });
    expect(await app.strapi.db.query('api::event.event').count()).toBe(before);
  });

  it('checks its programme: block types, item fields, only its own sessions', async () => {
    const one = await made();
    const other = await made();
    const own = (await session(one.documentId)).body.data.documentId;
    const foreign = (await session(other.documentId)).body.data.documentId;
    const blocks = [
      {
        type: 'PROGRAM',
        title: 'Programma',
        items: [
          {
            title: 'Opening',
            startsAt: at(1),
            endsAt: at(2),
            sessions: [own],
            speakers: [{ name: 'Anna de Vries', function: 'hoofdredacteur' }],
            fields: [{ key: 'Zaal', value: 'Grote zaal' }],
            link: 'https://krant.nl/debat',
          },
        ],
      },
      { type: 'PERSON', items: [{ title: 'Anna de Vries', person: 'Anna', image: 'https://cdn.krant.nl/anna.jpg' }] },
    ];
    const saved = await admin.put(`/api/events/${one.documentId}`, { data: { blocks } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.blocks).toEqual(blocks);
    const refused = await admin.put(`/api/events/${one.documentId}`, {
      data: {
        blocks: [
          { type: 'WORKSHOP', items: [] },
          { type: 'PROGRAM', items: [{ sessions: [foreign], speakers: [{}], image: 'ftp://x', endsAt: 'morgen' }] },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(codes(refused)).toEqual({
      'blocks.0.type': 'oneOf',
      'blocks.1.items.0.sessions.0': 'unknownSession',
      'blocks.1.items.0.speakers.0.name': 'required',
      'blocks.1.items.0.image': 'url',
      'blocks.1.items.0.endsAt': 'datetime',
    });
    // GraphQL goes through the same rules.
    const graphql = await admin.post('/graphql', {
      query: `mutation { updateEvent(documentId: "${one.documentId}", data: { blocks: [{ type: "X" }] }) { documentId } }`,
    });
    expect(JSON.stringify(graphql.body.errors ?? [])).toMatch(/blocks/);
    // A deleted session leaves the programme.
    expect((await admin.del(`/api/event-sessions/${own}`)).status).toBe(204);
    const after = await admin.get(`/api/events/${one.documentId}`);
    expect(after.body.data.blocks[0].items[0].sessions).toEqual([]);
  });
});

describe('sessions', () => {
  it('lie inside their event, have a capacity of at least 1, and keep the event inside its moves', async () => {
    const one = await made();
    expect(codes(await session(one.documentId, { beginsAt: at(-1), endsAt: at(5) }))).toEqual({
      beginsAt: 'sessionOutsideEvent',
      endsAt: 'sessionOutsideEvent',
    });
    expect(codes(await session(one.documentId, { capacity: 0 }))).toEqual({ capacity: 'minValue' });
    expect(codes(await session('nope'))).toEqual({ event: 'notFound' });
    const ok = await session(one.documentId, { capacity: 40 });
    expect(ok.status).toBe(201);
    const moved = await admin.put(`/api/events/${one.documentId}`, { data: { beginsAt: at(3), endsAt: at(6) } });
    expect(codes(moved)).toEqual({ beginsAt: 'sessionsOutsideEvent' });
    const list = await admin.get(`/api/event-sessions?filters[event][documentId][$eq]=${one.documentId}`);
    expect(list.body.data.map((s: { capacity: number }) => s.capacity)).toEqual([40]);
  });
});

describe('ticket products', () => {
  const ticket = (extra: Record<string, unknown>) =>
    admin.post('/api/products', {
      data: {
        type: 'TICKET',
        name: `Ticket ${++seq}`,
        price: 1500,
        taxPercentage: 9,
        stock: 50,
        ticketSaleBeginsAt: at(-48),
        ticketSaleEndsAt: at(-1),
        ...extra,
      },
    });

  it('name an existing event and only a session of that event; other products name neither', async () => {
    const one = await made();
    const other = await made();
    const mine = (await session(one.documentId)).body.data.documentId;
    const theirs = (await session(other.documentId)).body.data.documentId;
    const products = async () => (await admin.get('/api/products?pagination[pageSize]=1')).body.meta.pagination.total;
    const before = await products();
    expect(codes(await ticket({ event: one.documentId, eventSession: theirs }))).toEqual({
      eventSession: 'unknownSession',
    });
    expect(codes(await ticket({ eventSession: mine }))).toEqual({ eventSession: 'unknownSession' });
    expect(codes(await ticket({ event: 'nope' }))).toEqual({ event: 'notFound' });
    expect(
      codes(await admin.post('/api/products', { data: { name: 'Boek', price: 1000, event: one.documentId } })),
    ).toEqual({ event: 'ticketOnly' });
    expect(await products()).toBe(before);

    const ok = await ticket({ event: one.documentId, eventSession: mine });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const id = ok.body.data.documentId;
    // Moving the product to the other event while it keeps this event's session is refused, with the pair it is fine.
    expect(codes(await admin.put(`/api/products/${id}`, { data: { event: other.documentId } }))).toEqual({
      eventSession: 'unknownSession',
    });
    const moved = await admin.put(`/api/products/${id}`, { data: { event: other.documentId, eventSession: theirs } });
    expect(moved.status).toBe(200);
    expect(codes(await admin.put(`/api/products/${id}`, { data: { type: 'PRODUCT' } }))).toMatchObject({
      event: 'ticketOnly',
    });
    const read = await admin.get(`/api/products/${id}?populate[0]=event&populate[1]=eventSession`);
    expect(read.body.data).toMatchObject({
      type: 'TICKET',
      event: { documentId: other.documentId },
      eventSession: { documentId: theirs },
    });
  });
});

describe('deleting', () => {
  it('refuses an event or session with tickets (409); otherwise its sessions go with it', async () => {
    const sold = await made();
    const seat = (await session(sold.documentId)).body.data;
    const eventRow = await app.strapi.db.query('api::event.event').findOne({ where: { documentId: sold.documentId } });
    const sessionRow = await app.strapi.db
      .query('api::event-session.event-session')
      .findOne({ where: { documentId: seat.documentId } });
    await app.strapi.db.query('api::ticket.ticket').create({
      data: { number: `T-${seq}`, event: eventRow.id, session: sessionRow.id, firstName: 'Jan', lastName: 'Jansen' },
    });
    const refused = await admin.del(`/api/events/${sold.documentId}`);
    expect([refused.status, refused.body.error.details.code]).toEqual([409, 'event_has_tickets']);
    const sessionRefused = await admin.del(`/api/event-sessions/${seat.documentId}`);
    expect([sessionRefused.status, sessionRefused.body.error.details.code]).toEqual([409, 'session_has_tickets']);
    expect(codes(await admin.put(`/api/event-sessions/${seat.documentId}`, { data: { capacity: 1 } }))).toEqual({});
    const free = await made();
    const part = (await session(free.documentId)).body.data;
    expect((await admin.del(`/api/events/${free.documentId}`)).status).toBe(204);
    expect((await admin.get(`/api/event-sessions/${part.documentId}`)).status).toBe(404);
  });
});

describe('the top-bar search', () => {
  it('finds events by the start of the title, the location or the slug', async () => {
    const one = await made({ title: 'Zomerfestival Noord', location: 'Groningen' });
    for (const q of ['zomerfest', 'Groning', 'zomerfestival-noord']) {
      const res = await admin.get(`/api/search?q=${encodeURIComponent(q)}`);
      const hits = res.body.data.filter((h: { type: string }) => h.type === 'event');
      expect(hits.map((h: { title: string; url: string }) => [h.title, h.url])).toEqual([
        ['Zomerfestival Noord', `/events/${one.documentId}`],
      ]);
    }
    const editor = await app.login(EDITOR);
    const hidden = await editor.get('/api/search?q=zomerfest');
    expect(hidden.body.data.filter((h: { type: string }) => h.type === 'event')).toEqual([]);
  });
});

describe('roles', () => {
  it('marketing may, editors may not, anonymous callers must sign in', async () => {
    const marketing = await app.login(MARKETING);
    expect((await marketing.post('/api/events', { data: event() })).status).toBe(201);
    expect((await marketing.get('/api/event-categories')).status).toBe(200);
    expect((await marketing.get('/api/event-sessions')).status).toBe(200);
    const editor = await app.login(EDITOR);
    expect((await editor.get('/api/events')).status).toBe(403);
    expect((await editor.post('/api/event-sessions', { data: {} })).status).toBe(403);
    expect((await app.client().get('/api/events')).status).toBe(401);
  });
});
