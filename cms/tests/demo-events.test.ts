// Demo events and partners (DEMO_EVENTS): every event and partner screen has data, the websites' API shows the
// upcoming events with programmes and tickets, and a second start seeds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startApp, type TestApp } from './helpers/app';

let app: TestApp;

beforeAll(async () => {
  app = await startApp({ DEMO_EVENTS: 'true' });
});
afterAll(() => app?.stop());

describe('demo events', () => {
  it('fill the event and partner screens, once', async () => {
    const admin = await app.login(ADMIN);
    const total = async (path: string) => (await admin.get(path)).body.meta.pagination.total;
    expect(await total('/api/events')).toBe(3);
    expect(await total('/api/event-categories')).toBe(2);
    expect(await total('/api/event-sessions')).toBe(2);
    expect(await total('/api/partners')).toBe(4);
    expect(await total('/api/partner-categories')).toBe(2);
    expect(await total('/api/products?filters[type][$eq]=TICKET&filters[event][id][$notNull]=true')).toBe(4);
    const partners = (await admin.get('/api/partners?pagination[pageSize]=10')).body.data;
    expect(partners.every((p: { contacts: unknown[] }) => p.contacts.length > 0)).toBe(true);
    const events = (await admin.get('/api/events?pagination[pageSize]=10')).body.data;
    for (const event of events)
      expect(event.blocks.map((b: { type: string }) => b.type).sort()).toEqual([
        'OTHER',
        'PERSON',
        'PROGRAM',
        'TICKET',
      ]);
    const { seedDemoEvents } = await import('../dist/src/bootstrap/demo-events.js');
    expect(await seedDemoEvents(app.strapi)).toBe(false);
  });

  it('show the upcoming events to websites with sessions, speakers and tickets', async () => {
    const list = await app.client().get('/api/delivery/events');
    expect(list.body.data.map((e: { title: string }) => e.title)).toEqual([
      'Lezersavond: een kijkje achter de schermen',
      'Mediacongres Toekomst van het Nieuws',
    ]);
    const conference = (await app.client().get(`/api/delivery/events/${list.body.data[1].slug}`)).body.data;
    expect(conference.sessions.map((s: { title: string }) => s.title)).toEqual([
      'Ochtend: nieuws en AI',
      'Middag: lezers betrekken',
    ]);
    expect(conference.blocks[0].items[1].speakers).toHaveLength(2);
    expect(conference.blocks[0].items[0].sessions[0].title).toBe('Ochtend: nieuws en AI');
    expect(conference.tickets.map((t: { name: string; onSale: boolean }) => [t.name, t.onSale])).toEqual([
      ['Mediacongres: middagsessie', true],
      ['Mediacongres: dagkaart', true],
    ]);
    expect(conference.partners).toHaveLength(3);
  });
});
