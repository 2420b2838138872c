/**
 * The public events API for websites (issue #21): only published events, upcoming first, filters, the programme
 * with its sessions and speakers resolved, partners, ticket availability, nothing internal, neutral 404s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';
import type { Client } from './helpers/client';

let app: TestApp;
let admin: Client;
let anonymous: Client;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();
const now = Date.now();

const event = async (title: string, beginsIn: number, extra: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/events', {
    data: {
      title,
      beginsAt: iso(now + beginsIn),
      endsAt: iso(now + beginsIn + 3 * HOUR),
      published: true,
      releaseTickets: 24,
      confirmationText: 'Intern: tot dan!',
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`event: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const ticket = async (eventId: string, extra: Record<string, unknown> = {}) => {
  const res = await admin.post('/api/products', {
    data: {
      type: 'TICKET',
      name: 'Toegang',
      price: 2500,
      taxPercentage: 9,
      published: true,
      stock: 50,
      ticketSaleBeginsAt: iso(now - DAY),
      ticketSaleEndsAt: iso(now + 5 * DAY),
      event: eventId,
      ...extra,
    },
  });
  if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

let conference: { documentId: string; slug: string };
let category: { documentId: string; slug: string };

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: 'true', EVENT_DELIVERY_MAX_PER_MINUTE: '30' });
  admin = await app.login(ADMIN);
  anonymous = app.client();
  category = (await admin.post('/api/event-categories', { data: { name: 'Congressen' } })).body.data;
  const partner = (
    await admin.post('/api/partners', {
      data: {
        name: 'Mediafonds',
        website: 'https://mediafonds.nl',
        contacts: [{ name: 'Geheim Contact', email: 'geheim@mediafonds.nl' }],
        email: 'intern@mediafonds.nl',
      },
    })
  ).body.data;
  await event('Later congres', 20 * DAY);
  conference = await event('Mediacongres', 10 * DAY, {
    categories: [category.documentId],
    partners: [partner.documentId],
  });
  await event('Verborgen concept', 5 * DAY, { published: false });
  await event('Voorbij', -10 * DAY);
  const morning = (
    await admin.post('/api/event-sessions', {
      data: {
        event: conference.documentId,
        title: 'Ochtend',
        beginsAt: iso(now + 10 * DAY),
        endsAt: iso(now + 10 * DAY + HOUR),
        capacity: 30,
      },
    })
  ).body.data;
  await admin.put(`/api/events/${conference.documentId}`, {
    data: {
      blocks: [
        {
          type: 'PROGRAM',
          title: 'Programma',
          items: [{ title: 'Keynote', sessions: [morning.documentId], speakers: [{ name: 'Anna', function: 'CEO' }] }],
        },
      ],
    },
  });
  await ticket(conference.documentId, { name: 'Dagkaart' });
  await ticket(conference.documentId, { name: 'Ochtend', price: 1000, stock: 0, eventSession: morning.documentId });
  await ticket(conference.documentId, {
    name: 'Later',
    price: 3000,
    ticketSaleBeginsAt: iso(now + DAY),
    ticketSaleEndsAt: iso(now + 2 * DAY),
  });
  await ticket(conference.documentId, { name: 'Niet gepubliceerd', published: false });
});
afterAll(() => app?.stop());

describe('GET /api/delivery/events', () => {
  it('lists published events that have not ended, upcoming first, without a login', async () => {
    const res = await anonymous.get('/api/delivery/events');
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { title: string }) => e.title)).toEqual(['Mediacongres', 'Later congres']);
    expect(res.body.meta.pagination).toMatchObject({ page: 1, total: 2 });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      ['beginsAt', 'categories', 'cover', 'description', 'endsAt', 'location', 'redirectUri', 'slug', 'title'].sort(),
    );
  });

  it('filters by category, from and until, and pages at most 100', async () => {
    const byCategory = await anonymous.get(`/api/delivery/events?category=${category.slug}`);
    expect(byCategory.body.data.map((e: { title: string }) => e.title)).toEqual(['Mediacongres']);
    const past = await anonymous.get(`/api/delivery/events?from=${iso(now - 30 * DAY)}&until=${iso(now)}`);
    expect(past.body.data.map((e: { title: string }) => e.title)).toEqual(['Voorbij']);
    const paged = await anonymous.get('/api/delivery/events?pageSize=1000&page=2');
    expect(paged.body.meta.pagination).toMatchObject({ page: 2, pageSize: 100 });
    expect(paged.body.data).toEqual([]);
  });
});

describe('GET /api/delivery/events/{slug}', () => {
  it('answers the programme with sessions and speakers, partners and ticket availability', async () => {
    const res = await anonymous.get(`/api/delivery/events/${conference.slug}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.blocks[0].items[0].sessions).toEqual([expect.objectContaining({ title: 'Ochtend', capacity: 30 })]);
    expect(data.blocks[0].items[0].speakers).toEqual([{ name: 'Anna', function: 'CEO' }]);
    expect(data.sessions.map((s: { title: string }) => s.title)).toEqual(['Ochtend']);
    expect(data.partners).toEqual([
      { name: 'Mediafonds', slug: 'mediafonds', logo: null, website: 'https://mediafonds.nl', categories: [] },
    ]);
    const tickets = Object.fromEntries(
      data.tickets.map((t: { name: string; onSale: boolean; soldOut: boolean; remaining: number }) => [
        t.name,
        [t.onSale, t.soldOut, t.remaining],
      ]),
    );
    expect(tickets).toEqual({ Ochtend: [false, true, 0], Dagkaart: [true, false, 50], Later: [false, false, 50] });
    // Nothing internal leaves.
    const text = JSON.stringify(data);
    for (const internal of ['history', 'attendeeTag', 'releaseTickets', 'confirmationText', 'geheim', 'intern@'])
      expect(text).not.toContain(internal);
  });

  it('counts a session’s seats left over all its products, and a product’s remaining as the lower of both', async () => {
    const slug = (await event('Workshopdag', 12 * DAY)).slug;
    const day = (await admin.get(`/api/events?filters[slug][$eq]=${slug}`)).body.data[0].documentId;
    const workshop = (
      await admin.post('/api/event-sessions', {
        data: {
          event: day,
          title: 'Workshop',
          beginsAt: iso(now + 12 * DAY),
          endsAt: iso(now + 12 * DAY + HOUR),
          capacity: 10,
        },
      })
    ).body.data;
    const early = await ticket(day, { name: 'Vroeg', stock: 50, eventSession: workshop.documentId });
    await ticket(day, { name: 'Regulier', price: 3500, stock: 4, eventSession: workshop.documentId });
    const customer = (await admin.post('/api/customers', { data: { name: 'Workshop Bezoeker' } })).body.data;
    const sold = await admin.post('/api/orders', {
      data: { currency: 'EUR', customer: customer.documentId, lines: [{ product: early.documentId, quantity: 7 }] },
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const data = (await anonymous.get(`/api/delivery/events/${slug}`)).body.data;
    expect(data.sessions).toEqual([expect.objectContaining({ title: 'Workshop', capacity: 10, remaining: 3 })]);
    expect(data.tickets.map((t: { name: string; remaining: number }) => [t.name, t.remaining])).toEqual([
      ['Vroeg', 3],
      ['Regulier', 3],
    ]);
  });

  it('answers the same neutral 404 for unknown and unpublished events', async () => {
    const unknown = await anonymous.get('/api/delivery/events/bestaat-niet');
    const hidden = await anonymous.get('/api/delivery/events/verborgen-concept');
    expect([unknown.status, hidden.status]).toEqual([404, 404]);
    expect(hidden.body).toEqual(unknown.body);
  });
});

describe('throttling', () => {
  it('answers 429 to one client past EVENT_DELIVERY_MAX_PER_MINUTE; another client goes on', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await anonymous.get(`/api/delivery/events/${conference.slug}`, from('203.0.113.7'))).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await anonymous.get('/api/delivery/events', from('203.0.113.7'))).status).toBe(429);
    expect((await anonymous.get('/api/delivery/events', from('203.0.113.8'))).status).toBe(200);
  });
});
